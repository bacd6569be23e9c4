import { formatDecimal } from '@portico/common'

/**
 * A USD value for the send form: '$1,234.57', '<$0.01' for dust, undefined without a price.
 * @example
 * formatUsd('0.5', 2000) // '$1,000.00'
 */
export function formatUsd(
  amount: string | undefined,
  price: number | undefined,
): string | undefined {
  if (!price || !amount || Number.isNaN(Number(amount))) return undefined
  const usd = Number(amount) * price
  if (usd > 0 && usd < 0.01) return '<$0.01'
  return `$${formatDecimal(usd.toFixed(6), { decimals: 2, rounding: 'round', group: true })}`
}
