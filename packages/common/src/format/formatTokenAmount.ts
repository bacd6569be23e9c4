import { type FormatDecimalOptions, formatDecimal } from './formatDecimal'
import { parseDecimal } from './parseDecimal'

// Fraction digits an amount keeps, counted from the first non-zero one when the amount is under
// 1 (so 0.0066 and 0.00000042 still say something), and never more than 18 places (wei).
const SIGNIFICANT_FRACTION_DIGITS = 6
const MAX_FRACTION_DIGITS = 18

/**
 * The kit's one amount rule — every token amount it prints: the account button and the Account
 * view's balance, the Tokens tab and token lists, Activity, and what a send, swap or purchase
 * moves. Truncated (never more than is held, paid or received), no padding zeros, thousands
 * grouped, symbol appended when given. Keeps up to 6 fraction digits; under 1 they count from
 * the first non-zero digit, so no amount above zero reads as zero and the same amount reads the
 * same in every place. One too small for 18 places reads '<0.000000000000000001'. With a
 * `locale`, its separators and digits (the symbol as given).
 * @example
 * formatTokenAmount('2390.416754495767719583', 'PTT') // '2,390.416754 PTT'
 * formatTokenAmount('0.0066', 'ETH') // '0.0066 ETH'
 * formatTokenAmount('0.000000418123456', 'ETH') // '0.000000418123 ETH'
 * formatTokenAmount('2390.416754', 'PTT', { locale: 'de' }) // '2.390,416754 PTT'
 */
export function formatTokenAmount(
  value: string | number | bigint,
  symbol?: string,
  { locale }: Pick<FormatDecimalOptions, 'locale'> = {},
): string {
  const { negative, integer, fraction } = parseDecimal(value)
  const zeros = integer === '0' ? fraction.length - fraction.replace(/^0+/, '').length : 0
  const decimals = Math.min(zeros + SIGNIFICANT_FRACTION_DIGITS, MAX_FRACTION_DIGITS)
  const options = { decimals, fixed: false, group: true, locale }
  // First non-zero digit past 18 places: the smallest amount shown, as a bound, not a zero.
  const amount =
    zeros >= MAX_FRACTION_DIGITS
      ? `${negative ? '>-' : '<'}${formatDecimal(`1e-${MAX_FRACTION_DIGITS}`, options)}`
      : formatDecimal(value, options)
  return symbol ? `${amount} ${symbol}` : amount
}
