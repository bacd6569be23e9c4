import type { Translator } from '../../i18n/Translator'

/**
 * A slippage tolerance (percent) as the form shows it, in the visitor's number format (`number`
 * is the translator's).
 * @example
 * formatSlippage(1, number) // '1%' ('1 %' in German)
 * formatSlippage(0.5, number) // '0.5%'
 */
export function formatSlippage(slippage: number, number: Translator['number']): string {
  return number(slippage / 100, { style: 'percent', maximumFractionDigits: 2, useGrouping: false })
}
