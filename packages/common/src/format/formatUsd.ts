import { formatDecimal } from './formatDecimal'

/**
 * A dollar value as the kit writes every one: 2 decimals, rounded (an estimate at a market
 * price, not an amount held), with grouping separators; positive values under a cent as '<$0.01'.
 * @example
 * formatUsd(3750.5) // '$3,750.50'
 * formatUsd(0.004) // '<$0.01'
 */
export function formatUsd(value: number): string {
  if (value > 0 && value < 0.01) return '<$0.01'
  return `$${formatDecimal(value.toFixed(6), { decimals: 2, rounding: 'round', group: true })}`
}
