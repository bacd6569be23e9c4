import type { FormatDecimalOptions } from './formatDecimal'
import { formatTokenAmount } from './formatTokenAmount'

/**
 * An account balance for display — the account button and the Account view — by the kit's one
 * amount rule ({@link formatTokenAmount}), so it reads as the Tokens tab and Activity read the
 * same amount: truncated, up to 6 fraction digits (from the first non-zero one under 1), thousands
 * grouped, followed by the symbol when given. With a `locale`, its separators and digits.
 * @example
 * formatBalance('9999.949327', 'ETH') // '9,999.949327 ETH'
 * formatBalance('0.0066', 'ETH') // '0.0066 ETH'
 * formatBalance('1234.5', 'ETH', { locale: 'de' }) // '1.234,5 ETH'
 */
export function formatBalance(
  value: string | number | bigint,
  symbol?: string,
  { locale }: Pick<FormatDecimalOptions, 'locale'> = {},
): string {
  return formatTokenAmount(value, symbol, { locale })
}
