import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatUnits } from '../format/formatUnits'
import { parsePaymentUnits } from './parsePaymentUnits'

describe('parsePaymentUnits', () => {
  it('reads amounts exactly, in base units', () => {
    expect(parsePaymentUnits('12.5', 6)).toBe(12_500_000n)
    expect(parsePaymentUnits(12.5, 6)).toBe(12_500_000n)
    expect(parsePaymentUnits('0.01', 18)).toBe(10_000_000_000_000_000n)
    expect(parsePaymentUnits('0.000001', 6)).toBe(1n)
    expect(parsePaymentUnits('7', 0)).toBe(7n)
  })

  it('refuses what a payment cannot ask: too many decimals, zero, negative, not a number', () => {
    expect(parsePaymentUnits('0.0000001', 6)).toBeUndefined()
    expect(parsePaymentUnits('1.5', 0)).toBeUndefined()
    expect(parsePaymentUnits('0', 6)).toBeUndefined()
    expect(parsePaymentUnits('0.000', 6)).toBeUndefined()
    expect(parsePaymentUnits('-1', 6)).toBeUndefined()
    expect(parsePaymentUnits('abc', 6)).toBeUndefined()
    expect(parsePaymentUnits(Number.NaN, 6)).toBeUndefined()
  })

  it('round-trips with formatUnits', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 40n }),
        fc.integer({ min: 0, max: 24 }),
        (units, decimals) => {
          expect(parsePaymentUnits(formatUnits(units, decimals), decimals)).toBe(units)
        },
      ),
    )
  })
})
