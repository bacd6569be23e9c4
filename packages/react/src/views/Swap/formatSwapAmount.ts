import { formatDecimal, formatUnits } from '@portico/common'

/**
 * A swap amount (smallest units) for reading: up to 6 decimals, truncated so it never shows
 * more than the swap pays, without trailing zeros.
 * @example
 * formatSwapAmount(2390416754495767719583n, 18) // '2390.416754'
 */
export function formatSwapAmount(units: bigint, decimals: number): string {
  return formatDecimal(formatUnits(units, decimals), { decimals: 6, fixed: false })
}
