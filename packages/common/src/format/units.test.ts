import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidDecimalError } from '../errors/format'
import { formatUnits } from './formatUnits'
import { parseUnits } from './parseUnits'

describe('formatUnits / parseUnits', () => {
  it('converts known amounts', () => {
    expect(formatUnits(1500000000000000000n, 18)).toBe('1.5')
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001')
    expect(formatUnits(-1234500n, 6)).toBe('-1.2345')
    expect(formatUnits(100n, 0)).toBe('100')
    expect(parseUnits('1.5', 18)).toBe(1500000000000000000n)
    expect(parseUnits('0.000000001', 9)).toBe(1n)
    expect(parseUnits('-2', 8)).toBe(-200000000n)
  })

  it('rounds extra digits half away from zero', () => {
    expect(parseUnits('1.2345', 3)).toBe(1235n)
    expect(parseUnits('1.2344', 3)).toBe(1234n)
    expect(parseUnits('-1.2345', 3)).toBe(-1235n)
  })

  it('throws on non-numbers', () => {
    expect(() => parseUnits('abc', 18)).toThrow(InvalidDecimalError)
  })

  it('round-trips every integer amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }), fc.nat(30), (v, d) => {
        expect(parseUnits(formatUnits(v, d), d)).toBe(v)
      }),
    )
  })
})
