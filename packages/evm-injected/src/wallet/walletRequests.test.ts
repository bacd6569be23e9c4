import { DEVNET_CHAINS, UserRejectedRequestError } from '@portico/common'
import { WalletRpcError } from '@portico/test/wallet/WalletRpcError'
import { describe, expect, it } from 'vitest'
import type { Eip1193Provider } from '../discovery/announcedProvider'
import { personalSign } from './personalSign'
import { sendWalletTransaction } from './sendWalletTransaction'

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const HASH = `0x${'ab'.repeat(32)}`
const devnet = DEVNET_CHAINS.devnetA

/** A wallet on `chainId` that answers each method from `answers` (a thrown value is thrown). */
function wallet(chainId: string, answers: Record<string, unknown>) {
  const calls: { method: string; params?: unknown }[] = []
  const provider: Eip1193Provider = {
    async request(args) {
      calls.push(args)
      if (args.method === 'eth_chainId') return chainId
      const answer = answers[args.method]
      if (answer instanceof Error) throw answer
      return answer
    },
  }
  return { provider, calls }
}

const onDevnet = `0x${Number(devnet.id).toString(16)}`

describe('sendWalletTransaction', () => {
  it('asks for eth_sendTransaction with hex quantities and the chain, and answers the hash', async () => {
    const { provider, calls } = wallet(onDevnet, { eth_sendTransaction: HASH })
    const tx = { caipNetwork: devnet, from: FROM, to: TO, value: 10n ** 18n, gas: 21_000n }
    await expect(sendWalletTransaction(provider, tx)).resolves.toBe(HASH)
    expect(calls.at(-1)).toEqual({
      method: 'eth_sendTransaction',
      params: [
        { from: FROM, to: TO, value: '0xde0b6b3a7640000', gas: '0x5208', chainId: onDevnet },
      ],
    })
  })

  it('refuses before asking when the wallet is on another chain', async () => {
    const { provider, calls } = wallet('0x1', { eth_sendTransaction: HASH })
    const error = await sendWalletTransaction(provider, {
      caipNetwork: devnet,
      from: FROM,
      to: TO,
      value: 1n,
    }).catch((e: unknown) => e)
    expect((error as { shortMessage: string }).shortMessage).toBe(
      `Switch your wallet to ${devnet.name} first.`,
    )
    expect(calls.map((c) => c.method)).toEqual(['eth_chainId'])
  })

  it('reports a declined request and an answer that is not a hash', async () => {
    const tx = { caipNetwork: devnet, from: FROM, to: TO, value: 1n }
    const declined = wallet(onDevnet, { eth_sendTransaction: new WalletRpcError(4001, 'denied') })
    await expect(sendWalletTransaction(declined.provider, tx)).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    const odd = wallet(onDevnet, { eth_sendTransaction: { hash: HASH } })
    await expect(sendWalletTransaction(odd.provider, tx)).rejects.toThrow(
      'The wallet answered with something other than a transaction hash',
    )
  })
})

describe('personalSign', () => {
  it('asks for personal_sign with the message as UTF-8 hex, then the account', async () => {
    const signature = `0x${'12'.repeat(65)}`
    const { provider, calls } = wallet(onDevnet, { personal_sign: signature })
    await expect(personalSign(provider, { message: 'hé', address: FROM })).resolves.toBe(signature)
    expect(calls).toEqual([{ method: 'personal_sign', params: ['0x68c3a9', FROM] }])
  })

  it('reports an answer that is not a signature', async () => {
    const { provider } = wallet(onDevnet, { personal_sign: 'signed!' })
    await expect(personalSign(provider, { message: 'x', address: FROM })).rejects.toThrow(
      'The wallet answered with something other than a signature',
    )
  })
})
