import { formatDecimal } from '@portico/common'

/**
 * The exchange rate line: what one `from` buys, with up to 6 significant decimals.
 * @example
 * formatRate(2390.4167, 'ETH', 'PTT') // '1 ETH = 2,390.4167 PTT'
 * formatRate(0.00041, 'PTT', 'ETH') // '1 PTT = 0.00041 ETH'
 */
export function formatRate(rate: number, from: string, to: string): string {
  // Small rates need more fraction digits to say anything.
  const decimals = rate >= 1 ? 4 : Math.min(12, 3 - Math.floor(Math.log10(rate || 1)) + 2)
  const text = formatDecimal(rate.toFixed(12), { decimals, fixed: false, group: true })
  return `1 ${from} = ${text} ${to}`
}
