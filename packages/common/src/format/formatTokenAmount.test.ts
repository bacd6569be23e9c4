import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatTokenAmount } from './formatTokenAmount'
import { formatUnits } from './formatUnits'

describe('formatTokenAmount', () => {
  it('keeps 6 fraction digits, truncated, without padding, grouped, with the symbol', () => {
    expect(formatTokenAmount('2390.416754495767719583', 'PTT')).toBe('2,390.416754 PTT')
    expect(formatTokenAmount('0.032833', 'ETH')).toBe('0.032833 ETH')
    expect(formatTokenAmount('0.1234569')).toBe('0.123456')
    expect(formatTokenAmount('1.9999999')).toBe('1.999999')
    expect(formatTokenAmount('1.25')).toBe('1.25')
    expect(formatTokenAmount('50')).toBe('50')
    expect(formatTokenAmount('0')).toBe('0')
    expect(formatTokenAmount(2390.41675)).toBe('2,390.41675')
  })

  it('counts the digits of an amount under 1 from its first non-zero one', () => {
    expect(formatTokenAmount('0.000021')).toBe('0.000021')
    expect(formatTokenAmount('0.000000418123456', 'ETH')).toBe('0.000000418123 ETH')
    expect(formatTokenAmount(4.2e-7)).toBe('0.00000042')
    expect(formatTokenAmount('0.000000000000000001')).toBe('0.000000000000000001')
  })

  it('says an amount past 18 places is under the smallest one shown, never 0', () => {
    expect(formatTokenAmount('0.0000000000000000009', 'ETH')).toBe('<0.000000000000000001 ETH')
    expect(formatTokenAmount('-1e-24')).toBe('>-0.000000000000000001')
    expect(formatTokenAmount('1e-19', undefined, { locale: 'de' })).toBe('<0,000000000000000001')
  })

  it('reads as the start of the amount, never more than it, and never 0 for a positive one', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 18 }),
        (units, scale) => {
          const value = formatUnits(units, scale)
          const out = formatTokenAmount(value).replaceAll(',', '')
          const [i = '0', f = ''] = out.split('.')
          const outScaled = BigInt(i + f.padEnd(18, '0'))
          const inScaled = units * 10n ** BigInt(18 - scale)
          expect(outScaled <= inScaled).toBe(true)
          expect(outScaled > 0n).toBe(true)
          expect(value.startsWith(out)).toBe(true)
          expect(f.endsWith('0')).toBe(false)
        },
      ),
    )
  })

  it('writes the separators and digits of a locale, the symbol as given', () => {
    expect(formatTokenAmount('12345.67', 'USD.e', { locale: 'ru' })).toBe('12\u00a0345,67 USD.e')
    expect(formatTokenAmount('1234.5', '1INCH', { locale: 'de' })).toBe('1.234,5 1INCH')
    expect(formatTokenAmount('2.5', 'USDC0', { locale: 'fr' })).toBe('2,5 USDC0')
    // A locale with its own digits shows why: the symbol's '1' is no number to translate.
    expect(formatTokenAmount('2.5', '1INCH', { locale: 'fa' })).toBe('۲٫۵ 1INCH')
    expect(formatTokenAmount('0.000000418123456', 'ETH', { locale: 'de' })).toBe(
      '0,000000418123 ETH',
    )
    expect(formatTokenAmount('2390.416754', undefined, { locale: 'en' })).toBe('2,390.416754')
  })
})
