import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatDecimal } from './formatDecimal'
import { formatUnits } from './formatUnits'

describe('formatDecimal', () => {
  it('truncates toward zero by default and pads to the requested digits', () => {
    expect(formatDecimal('1.23999', { decimals: 3 })).toBe('1.239')
    expect(formatDecimal('-1.23999', { decimals: 3 })).toBe('-1.239')
    expect(formatDecimal('2', { decimals: 3 })).toBe('2.000')
    expect(formatDecimal('2.5', { decimals: 0 })).toBe('2')
  })

  it('rounds half away from zero when asked, carrying into the integer part', () => {
    expect(formatDecimal('1.2345', { decimals: 3, rounding: 'round' })).toBe('1.235')
    expect(formatDecimal('1.2344', { decimals: 3, rounding: 'round' })).toBe('1.234')
    expect(formatDecimal('9.9995', { decimals: 3, rounding: 'round' })).toBe('10.000')
    expect(formatDecimal('-0.0005', { decimals: 3, rounding: 'round' })).toBe('-0.001')
  })

  it('avoids float error where Number would not', () => {
    // 1.005 is 1.00499999999999989... as a double; the string is what the API sent.
    expect(formatDecimal('1.005', { decimals: 2, rounding: 'round' })).toBe('1.01')
    expect(formatDecimal('0.3', { decimals: 20 })).toBe('0.30000000000000000000')
  })

  it('drops trailing zeros when not fixed, and groups thousands on demand', () => {
    expect(formatDecimal('1.500', { decimals: 3, fixed: false })).toBe('1.5')
    expect(formatDecimal('1.000', { decimals: 3, fixed: false })).toBe('1')
    expect(formatDecimal('1234567.891', { decimals: 2, group: true })).toBe('1,234,567.89')
    expect(formatDecimal('123', { decimals: 0, group: true })).toBe('123')
  })

  it('never prints negative zero', () => {
    expect(formatDecimal('-0.0004', { decimals: 3 })).toBe('0.000')
    expect(formatDecimal('-0.0004', { decimals: 3, rounding: 'round' })).toBe('0.000')
  })

  it('truncation never exceeds the input and is within one unit of it', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 24 }),
        fc.integer({ min: 0, max: 8 }),
        (units, scale, decimals) => {
          // value = units / 10^scale, written out exactly
          const value = formatUnits(units, scale)
          const out = formatDecimal(value, { decimals })
          const [i = '0', f = ''] = out.split('.')
          const outScaled = BigInt(i + f.padEnd(24, '0').slice(0, 24))
          const inScaled = units * 10n ** BigInt(24 - scale)
          expect(outScaled <= inScaled).toBe(true)
          expect(inScaled - outScaled < 10n ** BigInt(24 - decimals)).toBe(true)
          expect(f.length).toBe(decimals)
        },
      ),
    )
  })
})

describe('formatDecimal in a locale', () => {
  it('keeps the English digits kept and changes only the symbols', () => {
    expect(formatDecimal('1234.5678', { decimals: 3, group: true, locale: 'de' })).toBe('1.234,567')
    expect(formatDecimal('-1234.5', { decimals: 1, group: true, locale: 'fa' })).toBe('-۱٬۲۳۴٫۵')
    expect(formatDecimal('1234.5', { decimals: 1, group: true, locale: 'en' })).toBe('1,234.5')
  })

  it('is the English text with the locale’s group separator, decimal mark and digits', () => {
    const fa = { ',': '٬', '.': '٫' } as Record<string, string>
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.integer({ min: 0, max: 24 }),
        fc.integer({ min: 0, max: 8 }),
        fc.boolean(),
        (units, scale, decimals, group) => {
          const value = formatUnits(units, scale)
          const english = formatDecimal(value, { decimals, rounding: 'round', group })
          const german = english.replace(/[,.]/g, (char) => (char === ',' ? '.' : ','))
          const persian = english.replace(
            /[\d,.]/g,
            (char) => fa[char] ?? '۰۱۲۳۴۵۶۷۸۹'[Number(char)] ?? char,
          )
          expect(formatDecimal(value, { decimals, rounding: 'round', group, locale: 'de' })).toBe(
            german,
          )
          expect(formatDecimal(value, { decimals, rounding: 'round', group, locale: 'fa' })).toBe(
            persian,
          )
        },
      ),
    )
  })
})
