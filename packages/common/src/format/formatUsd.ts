import { type FormatDecimalOptions, formatDecimal } from './formatDecimal'

/**
 * A dollar value as the kit writes every one: 2 decimals, rounded (an estimate at a market
 * price, not an amount held), with grouping separators; positive values under a cent as '<$0.01'.
 * With a `locale`, its separators and digits; the dollar mark stays.
 * @example
 * formatUsd(3750.5) // '$3,750.50'
 * formatUsd(0.004) // '<$0.01'
 * formatUsd(3750.5, { locale: 'de' }) // '$3.750,50'
 */
export function formatUsd(
  value: number,
  { locale }: Pick<FormatDecimalOptions, 'locale'> = {},
): string {
  const options = { decimals: 2, group: true, locale }
  if (value > 0 && value < 0.01) return `<$${formatDecimal('0.01', options)}`
  return `$${formatDecimal(value.toFixed(6), { ...options, rounding: 'round' })}`
}
