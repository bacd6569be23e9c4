import type { FormatDecimalOptions } from './formatDecimal'
import { formatTokenAmount } from './formatTokenAmount'

/**
 * A token balance for lists — the Tokens tab, the send and swap token choices and the balance
 * under an amount field — without its symbol, by the kit's one amount rule
 * ({@link formatTokenAmount}): the header's balance and the list agree on the same amount, and a
 * small one never reads as zero. With a `locale`, its separators and digits.
 * @example
 * formatTokenBalance('12345.678') // '12,345.678'
 * formatTokenBalance('0.0066') // '0.0066'
 * formatTokenBalance('12345.678', { locale: 'ru' }) // '12 345,678'
 */
export function formatTokenBalance(
  value: string | number | bigint,
  { locale }: Pick<FormatDecimalOptions, 'locale'> = {},
): string {
  return formatTokenAmount(value, undefined, { locale })
}
