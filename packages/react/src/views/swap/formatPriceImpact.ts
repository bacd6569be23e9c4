import type { Translator } from '../../i18n/Translator'

const PERCENT: Intl.NumberFormatOptions = {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
}

/**
 * A price impact (percent) as the form shows it: two decimals, and '<0.01%' for less, in the
 * visitor's number format (`number` is the translator's).
 * @example
 * formatPriceImpact(0.0996, number) // '0.10%'
 * formatPriceImpact(0.004, number) // '<0.01%'
 */
export function formatPriceImpact(
  impact: number | undefined,
  number: Translator['number'],
): string | undefined {
  if (impact === undefined) return undefined
  if (impact > 0 && impact < 0.01) return `<${number(0.0001, PERCENT)}`
  // `|| 0` turns -0 into 0: Intl would write '-0.00%'.
  return number((impact || 0) / 100, PERCENT)
}
