import { describe, expect, it } from 'vitest'
import { RPC_METHOD_COSTS, rpcCallCost } from './rpcCallCost'

describe('rpcCallCost', () => {
  it('charges the listed methods their cost and every other item one token', () => {
    const item = (method: unknown) => ({ jsonrpc: '2.0', id: 1, method })
    expect(rpcCallCost(item('eth_call'), RPC_METHOD_COSTS)).toBe(5)
    expect(rpcCallCost(item('eth_chainId'), RPC_METHOD_COSTS)).toBe(1)
    expect(rpcCallCost(item('constructor'), RPC_METHOD_COSTS)).toBe(1)
    expect(rpcCallCost(item(7), RPC_METHOD_COSTS)).toBe(1)
    expect(rpcCallCost(null, RPC_METHOD_COSTS)).toBe(1)
  })
})
