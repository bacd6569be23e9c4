import { describe, expect, it } from 'vitest'
import { roundAmount } from './roundAmount'

describe('roundAmount', () => {
  it('keeps six significant digits, down for a least amount and up for a most amount', () => {
    expect(roundAmount(7_108_119_345_243_077_946n, 18, 'down')).toBe(7_108_110_000_000_000_000n)
    expect(roundAmount(7_108_119_345_243_077_946n, 18, 'up')).toBe(7_108_120_000_000_000_000n)
    expect(roundAmount(412_345_678_901_234n, 18, 'down')).toBe(412_345_000_000_000n)
  })

  it('leaves short amounts, exact ones and whole units alone', () => {
    expect(roundAmount(7_140_000_000_000_000_000n, 18, 'up')).toBe(7_140_000_000_000_000_000n)
    expect(roundAmount(12_500_000n, 6, 'down')).toBe(12_500_000n)
    expect(roundAmount(123_456_789n, 0, 'down')).toBe(123_456_789n)
    expect(roundAmount(123_456_789_123n, 3, 'down')).toBe(123_456_789_000n)
  })
})
