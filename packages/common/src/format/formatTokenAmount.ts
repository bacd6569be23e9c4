import { type FormatDecimalOptions, formatDecimal } from './formatDecimal'
import { parseDecimal } from './parseDecimal'

// Fraction digits an entered or quoted amount keeps, counted from the first non-zero one when
// the amount is under 1 (so 0.00000042 still says something), and never more than 18 places.
const SIGNIFICANT_FRACTION_DIGITS = 6
const MAX_FRACTION_DIGITS = 18

/**
 * An amount the visitor enters or is quoted — what a send sends, its fee, a swap's amounts and
 * rate, a purchase and what arrived from it: truncated (never more than is paid or received),
 * no padding zeros, thousands grouped, symbol appended when given. Keeps up to 6 fraction
 * digits; under 1 they count from the first non-zero digit (at most 18 places). With a `locale`,
 * its separators and digits (the symbol as given).
 * @example
 * formatTokenAmount('2390.416754495767719583', 'PTT') // '2,390.416754 PTT'
 * formatTokenAmount('0.032833') // '0.032833'
 * formatTokenAmount('0.000000418123456', 'ETH') // '0.000000418123 ETH'
 * formatTokenAmount('2390.416754', 'PTT', { locale: 'de' }) // '2.390,416754 PTT'
 */
export function formatTokenAmount(
  value: string | number | bigint,
  symbol?: string,
  { locale }: Pick<FormatDecimalOptions, 'locale'> = {},
): string {
  const { integer, fraction } = parseDecimal(value)
  const zeros = integer === '0' ? fraction.length - fraction.replace(/^0+/, '').length : 0
  const decimals = Math.min(zeros + SIGNIFICANT_FRACTION_DIGITS, MAX_FRACTION_DIGITS)
  const amount = formatDecimal(value, { decimals, fixed: false, group: true, locale })
  return symbol ? `${amount} ${symbol}` : amount
}
