import { type FormatDecimalOptions, formatDecimal } from './formatDecimal'

/**
 * A token balance for lists — the Tokens tab, the send and swap token choices and the balance
 * under an amount field: truncated (not rounded: never more than the visitor holds) to
 * 2 decimals, always 2 shown, thousands grouped (spec §5). With a `locale`, its separators and
 * digits.
 * @example
 * formatTokenBalance('12345.678') // '12,345.67'
 * formatTokenBalance('12345.678', { locale: 'ru' }) // '12 345,67'
 */
export function formatTokenBalance(
  value: string | number | bigint,
  { locale }: Pick<FormatDecimalOptions, 'locale'> = {},
): string {
  return formatDecimal(value, { decimals: 2, group: true, locale })
}
