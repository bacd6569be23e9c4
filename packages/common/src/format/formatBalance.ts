import { type FormatDecimalOptions, formatDecimal } from './formatDecimal'

/**
 * An account balance for display — the account button and the Account view: truncated (not
 * rounded: never more than the visitor holds) to 3 decimals, always 3 shown, thousands grouped,
 * followed by the symbol when given (spec §5). With a `locale`, its separators and digits.
 * @example
 * formatBalance('1.23456', 'ETH') // '1.234 ETH'
 * formatBalance('0.0009') // '0.000'
 * formatBalance('1234.5', 'ETH', { locale: 'de' }) // '1.234,500 ETH'
 */
export function formatBalance(
  value: string | number | bigint,
  symbol?: string,
  { locale }: Pick<FormatDecimalOptions, 'locale'> = {},
): string {
  const amount = formatDecimal(value, { decimals: 3, group: true, locale })
  return symbol ? `${amount} ${symbol}` : amount
}
