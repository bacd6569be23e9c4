import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SAFE_RPC_METHODS } from '../constants/safeRpcMethods'
import { UNSAFE_RPC_METHODS } from '../constants/unsafeRpcMethods'
import { isKnownRpcMethod, isSafeRpcMethod, isUnsafeRpcMethod } from './rpcMethods'

describe('RPC method rules', () => {
  it('classifies signing as unsafe and reads as safe', () => {
    expect(isUnsafeRpcMethod('personal_sign')).toBe(true)
    expect(isUnsafeRpcMethod('eth_sendTransaction')).toBe(true)
    expect(isUnsafeRpcMethod('eth_call')).toBe(false)
    expect(isSafeRpcMethod('eth_call')).toBe(true)
    expect(isSafeRpcMethod('personal_sign')).toBe(false)
  })

  it('knows exactly the methods on the two lists', () => {
    for (const m of [...SAFE_RPC_METHODS, ...UNSAFE_RPC_METHODS])
      expect(isKnownRpcMethod(m)).toBe(true)
    for (const m of [
      'eth_sign',
      'eth_signTypedData',
      'PERSONAL_SIGN',
      '',
      'toString',
      '__proto__',
    ]) {
      expect(isKnownRpcMethod(m)).toBe(false)
    }
    const known = new Set<string>([...SAFE_RPC_METHODS, ...UNSAFE_RPC_METHODS])
    fc.assert(
      fc.property(fc.string(), (m) => {
        expect(isKnownRpcMethod(m)).toBe(known.has(m))
      }),
    )
  })
})
