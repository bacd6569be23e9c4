import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { getResponseKind } from './getResponseKind'

describe('getResponseKind (spec §5)', () => {
  it('treats a transaction hash as a transaction, with or without 0x', () => {
    const hash = 'ab'.repeat(32)
    expect(getResponseKind(`0x${hash}`)).toBe('transaction')
    expect(getResponseKind(hash)).toBe('transaction')
  })

  it('treats a 62+ hex signature as a transaction', () => {
    expect(getResponseKind(`0x${'1'.repeat(62)}`)).toBe('transaction')
    expect(getResponseKind(`0x${'f'.repeat(130)}`)).toBe('transaction')
  })

  it('treats shorter hex, non-hex strings and non-strings as objects', () => {
    expect(getResponseKind(`0x${'1'.repeat(61)}`)).toBe('object')
    expect(getResponseKind(`0x${'g'.repeat(64)}`)).toBe('object')
    expect(getResponseKind('0x')).toBe('object')
    expect(getResponseKind(`0X${'a'.repeat(64)}`)).toBe('object')
    expect(getResponseKind({ hash: `0x${'a'.repeat(64)}` })).toBe('object')
    expect(getResponseKind(null)).toBe('object')
    expect(getResponseKind(1)).toBe('object')
  })

  it('holds for every length', () => {
    const hex = fc
      .array(fc.constantFrom(...'0123456789abcdefABCDEF'), { maxLength: 200 })
      .map((chars) => chars.join(''))
    fc.assert(
      fc.property(hex, (h) => {
        const kind = h.length >= 62 ? 'transaction' : 'object'
        expect(getResponseKind(h)).toBe(kind)
        expect(getResponseKind(`0x${h}`)).toBe(kind)
      }),
    )
  })
})
