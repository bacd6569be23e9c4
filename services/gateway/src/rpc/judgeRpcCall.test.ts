import { describe, expect, it } from 'vitest'
import { judgeRpcCall } from './judgeRpcCall'

const options = { maxLogBlockRange: 100, numberOf: async () => 1_000n }

describe('judgeRpcCall', () => {
  it('forwards an allowed call with its parameters, under the caller id', async () => {
    expect(await judgeRpcCall({ jsonrpc: '2.0', id: 7, method: 'eth_chainId' }, options)).toEqual({
      id: 7,
      call: { method: 'eth_chainId', params: [] },
    })
  })

  it('refuses a method the proxy does not forward', async () => {
    const judged = await judgeRpcCall(
      { jsonrpc: '2.0', id: 'a', method: 'eth_sendTransaction', params: [] },
      options,
    )
    expect(judged).toEqual({
      id: 'a',
      refused: {
        code: -32601,
        message: 'Requested RPC call is not allowed',
        data: { method: 'eth_sendTransaction' },
      },
    })
  })

  it('refuses what is not a call, keeping a readable id', async () => {
    const judged = await judgeRpcCall({ id: 3, method: 42 }, options)
    expect(judged.id).toBe(3)
    expect(judged.refused?.code).toBe(-32600)
    expect(judged.call).toBeUndefined()
  })

  it('refuses logs over more blocks than allowed', async () => {
    const judged = await judgeRpcCall(
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_getLogs',
        params: [{ fromBlock: '0x0', toBlock: 'latest' }],
      },
      options,
    )
    expect(judged.refused?.code).toBe(-32005)
  })
})
