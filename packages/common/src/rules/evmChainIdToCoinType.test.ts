import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidChainIdError } from '../errors/rpc'
import { evmChainIdToCoinType } from './evmChainIdToCoinType'

describe('evmChainIdToCoinType (spec §5)', () => {
  it('sets the high bit', () => {
    expect(evmChainIdToCoinType(1)).toBe(2147483649)
    expect(evmChainIdToCoinType(8453)).toBe(2147492101)
    expect(evmChainIdToCoinType(31337)).toBe(2147514985)
    expect(evmChainIdToCoinType(0)).toBe(2147483648)
    expect(evmChainIdToCoinType(2147483647)).toBe(4294967295)
  })

  it('throws Invalid chainId at 2147483648 and beyond, and for non-integers', () => {
    for (const bad of [2147483648, 4294967296, -1, 1.5, Number.NaN]) {
      expect(() => evmChainIdToCoinType(bad)).toThrow(InvalidChainIdError)
      expect(() => evmChainIdToCoinType(bad)).toThrow(/^Invalid chainId/)
    }
  })

  it('is chainId + 2^31 for every valid id', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2147483647 }), (id) => {
        expect(evmChainIdToCoinType(id)).toBe(id + 2 ** 31)
      }),
    )
  })
})
