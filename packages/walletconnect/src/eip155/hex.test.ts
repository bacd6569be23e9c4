import fc from 'fast-check'
import { stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { hexSchema, toQuantity, utf8ToHex } from './hex'

describe('hex helpers', () => {
  it('writes quantities without leading zeros', () => {
    expect(toQuantity(0n)).toBe('0x0')
    expect(toQuantity(10n ** 18n)).toBe('0xde0b6b3a7640000')
  })

  it('encodes text as UTF-8 hex like viem', () => {
    expect(utf8ToHex('hello')).toBe('0x68656c6c6f')
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => utf8ToHex(text) === stringToHex(text)),
    )
  })

  it('accepts 0x hex only', () => {
    expect(hexSchema.safeParse('0xabc').success).toBe(true)
    expect(hexSchema.safeParse('abc').success).toBe(false)
    expect(hexSchema.safeParse('0xzz').success).toBe(false)
  })
})
