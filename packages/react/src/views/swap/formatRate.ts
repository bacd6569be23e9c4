import { type FormatDecimalOptions, formatDecimal, formatTokenAmount } from '@portico/common'

/**
 * The exchange rate line: what one `from` buys, written as the quoted amount it is (up to
 * 6 significant decimals, truncated; see formatTokenAmount), in the figures of `locale`
 * (English by default); the symbols as given.
 * @example
 * formatRate(2390.4167, 'ETH', 'PTT') // '1 ETH = 2,390.4167 PTT'
 * formatRate(0.00041, 'PTT', 'ETH') // '1 PTT = 0.00041 ETH'
 * formatRate(2390.4167, 'ETH', 'PTT', { locale: 'de' }) // '1 ETH = 2.390,4167 PTT'
 */
export function formatRate(
  rate: number,
  from: string,
  to: string,
  { locale }: Pick<FormatDecimalOptions, 'locale'> = {},
): string {
  const one = formatDecimal(1, { decimals: 0, locale })
  return `${one} ${from} = ${formatTokenAmount(rate, to, { locale })}`
}
