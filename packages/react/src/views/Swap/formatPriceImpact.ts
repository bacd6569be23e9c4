/**
 * A price impact (percent) as the form shows it: two decimals, and '<0.01%' for less.
 * @example
 * formatPriceImpact(0.0996) // '0.10%'
 * formatPriceImpact(0.004) // '<0.01%'
 */
export function formatPriceImpact(impact: number | undefined): string | undefined {
  if (impact === undefined) return undefined
  if (impact > 0 && impact < 0.01) return '<0.01%'
  return `${impact.toFixed(2)}%`
}
