import { formatTokenAmount } from '@portico/common'

/**
 * The exchange rate line: what one `from` buys, written as the quoted amount it is (up to
 * 6 significant decimals, truncated; see formatTokenAmount), in English figures for
 * localizeDecimalText.
 * @example
 * formatRate(2390.4167, 'ETH', 'PTT') // '1 ETH = 2,390.4167 PTT'
 * formatRate(0.00041, 'PTT', 'ETH') // '1 PTT = 0.00041 ETH'
 */
export function formatRate(rate: number, from: string, to: string): string {
  return `1 ${from} = ${formatTokenAmount(rate, to)}`
}
