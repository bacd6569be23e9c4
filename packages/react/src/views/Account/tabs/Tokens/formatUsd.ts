import { formatDecimal } from '@portico/common'

/**
 * A USD amount for the Tokens tab: '$' and 2 decimals, thousands grouped; '<$0.01' for a
 * positive value that would round to zero.
 * @example
 * formatUsd(3750.5) // '$3,750.50'
 */
export function formatUsd(value: number): string {
  if (value > 0 && value < 0.01) return '<$0.01'
  return `$${formatDecimal(value.toFixed(6), { decimals: 2, rounding: 'round', group: true })}`
}
