import { getNumberSymbols } from './getNumberSymbols'
import { parseDecimal } from './parseDecimal'

/**
 * How {@link formatDecimal} shortens and prints a number.
 * @example
 * const o: FormatDecimalOptions = { decimals: 2, rounding: 'round', fixed: false, group: true }
 */
export type FormatDecimalOptions = {
  /** Digits kept after the point. */
  decimals: number
  /** 'truncate' drops extra digits (toward zero); 'round' rounds half away from zero. */
  rounding?: 'truncate' | 'round'
  /** Pad the fraction with zeros to exactly `decimals` digits (default true). */
  fixed?: boolean
  /** Separate thousands with ',' (default false). */
  group?: boolean
  /**
   * Write the group separator, decimal mark and digits of this locale ('1.234,5' in 'de');
   * English when not given. Only the symbols change, never the digits kept.
   */
  locale?: string | undefined
}

/**
 * Print a decimal with a set number of fraction digits, exactly (string arithmetic, no floats).
 * Never prints a negative zero.
 * @example
 * formatDecimal('1234.5678', { decimals: 3 }) // '1234.567'
 * formatDecimal('1234.5678', { decimals: 3, rounding: 'round', group: true }) // '1,234.568'
 * formatDecimal('1234.5678', { decimals: 3, group: true, locale: 'de' }) // '1.234,567'
 */
export function formatDecimal(
  value: string | number | bigint,
  { decimals, rounding = 'truncate', fixed = true, group = false, locale }: FormatDecimalOptions,
): string {
  const { negative, integer, fraction } = parseDecimal(value)
  let scaled = BigInt(integer + fraction.slice(0, decimals).padEnd(decimals, '0'))
  if (rounding === 'round' && (fraction[decimals] ?? '0') >= '5') scaled += 1n
  const digits = scaled.toString().padStart(decimals + 1, '0')
  let int = digits.slice(0, digits.length - decimals)
  let frac = digits.slice(digits.length - decimals)
  if (!fixed) frac = frac.replace(/0+$/, '')
  if (group) int = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const sign = negative && scaled !== 0n ? '-' : ''
  const text = `${int}${frac ? `.${frac}` : ''}`
  if (!locale) return sign + text
  const symbols = getNumberSymbols(locale)
  return (
    sign +
    text.replace(/[\d,.]/g, (char) => {
      if (char === ',') return symbols.group
      if (char === '.') return symbols.decimal
      return symbols.digits[Number(char)] ?? char
    })
  )
}
