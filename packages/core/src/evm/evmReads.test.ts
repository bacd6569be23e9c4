import { DEVNET_CHAINS } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { NetworkRpcError, NetworkRpcHttpError } from '../rpc/requestNetworkRpc'
import { estimateEvmFee } from './estimateEvmFee'
import { getEvmNativeBalance } from './getEvmNativeBalance'
import { InvalidRpcAnswerError } from './readQuantity'

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

// A node that answers each method from `answers`, recording the calls it got.
function node(answers: Record<string, unknown>, status = 200) {
  const calls: { method: string; params: unknown[] }[] = []
  const fetchFn = async (_url: string, init: RequestInit) => {
    const { method, params } = JSON.parse(String(init.body)) as {
      method: string
      params: unknown[]
    }
    calls.push({ method, params })
    const answer = answers[method]
    return Response.json(
      answer instanceof Error
        ? { jsonrpc: '2.0', id: 1, error: { code: -32000, message: answer.message } }
        : { jsonrpc: '2.0', id: 1, result: answer },
      { status },
    )
  }
  return { fetchFn, calls }
}

describe('getEvmNativeBalance', () => {
  it('reads eth_getBalance at latest and writes whole units without trailing zeros', async () => {
    const { fetchFn, calls } = node({ eth_getBalance: '0x21e19e0c9bab2400000' })
    await expect(
      getEvmNativeBalance({ address: FROM, caipNetwork: DEVNET_CHAINS.devnetA }, fetchFn),
    ).resolves.toEqual({ balance: '10000', symbol: 'ETH' })
    expect(calls).toEqual([{ method: 'eth_getBalance', params: [FROM, 'latest'] }])
  })

  it('refuses an answer that is not a quantity, and passes the node’s error on', async () => {
    const odd = node({ eth_getBalance: 'lots' })
    await expect(
      getEvmNativeBalance({ address: FROM, caipNetwork: DEVNET_CHAINS.devnetA }, odd.fetchFn),
    ).rejects.toBeInstanceOf(InvalidRpcAnswerError)
    const failing = node({ eth_getBalance: new Error('header not found') })
    await expect(
      getEvmNativeBalance({ address: FROM, caipNetwork: DEVNET_CHAINS.devnetA }, failing.fetchFn),
    ).rejects.toMatchObject({ shortMessage: 'header not found', code: -32000 })
    await expect(
      getEvmNativeBalance(
        { address: FROM, caipNetwork: DEVNET_CHAINS.devnetA },
        failing.fetchFn,
      ).catch((error: unknown) => error),
    ).resolves.toBeInstanceOf(NetworkRpcError)
    const down = node({}, 502)
    await expect(
      getEvmNativeBalance({ address: FROM, caipNetwork: DEVNET_CHAINS.devnetA }, down.fetchFn),
    ).rejects.toBeInstanceOf(NetworkRpcHttpError)
  })
})

describe('estimateEvmFee', () => {
  it('multiplies the estimated gas by the gas price', async () => {
    const { fetchFn, calls } = node({ eth_estimateGas: '0x5208', eth_gasPrice: '0x3b9aca00' })
    const tx = { caipNetwork: DEVNET_CHAINS.devnetA, from: FROM, to: TO, value: 10n ** 18n }
    await expect(estimateEvmFee(tx, fetchFn)).resolves.toEqual({
      fee: 21_000n * 1_000_000_000n,
      gas: 21_000n,
      gasPrice: 1_000_000_000n,
    })
    expect(calls.find((c) => c.method === 'eth_estimateGas')?.params).toEqual([
      { from: FROM, to: TO, value: '0xde0b6b3a7640000' },
    ])
  })

  it('takes a given gas limit without estimating', async () => {
    const { fetchFn, calls } = node({ eth_gasPrice: '0x2' })
    const tx = { caipNetwork: DEVNET_CHAINS.devnetA, from: FROM, to: TO, value: 0n, gas: 50_000n }
    await expect(estimateEvmFee(tx, fetchFn)).resolves.toMatchObject({ fee: 100_000n })
    expect(calls.map((c) => c.method)).toEqual(['eth_gasPrice'])
  })
})
