import { KNOWN_CHAINS, TokenTransferRefusedError } from '@portico/common'
import { type AdapterTransaction, encodeErc20Transfer } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { type SimulateTransfer, sendErc20Transfer } from './sendErc20Transfer'

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const TRUE_WORD = `0x${'0'.repeat(63)}1`
const FALSE_WORD = `0x${'0'.repeat(64)}`

function transfer(answer: SimulateTransfer, returnsBool = true) {
  const simulated: Parameters<SimulateTransfer>[0][] = []
  const sent: AdapterTransaction[] = []
  const done = sendErc20Transfer(
    async (tx) => {
      sent.push(tx)
      return '0xhash'
    },
    {
      caipNetwork: KNOWN_CHAINS.mainnet,
      from: FROM,
      to: TO,
      tokenAddress: TOKEN,
      amount: 5n,
      returnsBool,
      simulate: (call) => {
        simulated.push(call)
        return answer(call)
      },
    },
  )
  return { done, simulated, sent }
}

describe('sendErc20Transfer', () => {
  it('simulates the transfer from the sender, then sends the same call to the token', async () => {
    const { done, simulated, sent } = transfer(async () => TRUE_WORD)
    await expect(done).resolves.toBe('0xhash')
    const data = encodeErc20Transfer(TO, 5n)
    expect(simulated).toEqual([{ from: FROM, to: TOKEN, data }])
    expect(sent).toEqual([
      { caipNetwork: KNOWN_CHAINS.mainnet, from: FROM, to: TOKEN, value: 0n, data },
    ])
  })

  it('refuses a token whose transfer answers false, before the wallet is asked', async () => {
    const { done, sent } = transfer(async () => FALSE_WORD)
    await expect(done).rejects.toBeInstanceOf(TokenTransferRefusedError)
    expect(sent).toEqual([])
  })

  it('sends a token that answers nothing (USDT-style), listed or not', async () => {
    await expect(transfer(async () => '0x').done).resolves.toBe('0xhash')
    await expect(transfer(async () => FALSE_WORD, false).done).resolves.toBe('0xhash')
  })

  it('fails with the simulation’s error on a revert, before the wallet is asked', async () => {
    const revert = new Error('execution reverted: balance too low')
    const { done, sent } = transfer(async () => Promise.reject(revert))
    await expect(done).rejects.toBe(revert)
    expect(sent).toEqual([])
  })
})
