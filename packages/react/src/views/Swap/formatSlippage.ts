/**
 * A slippage tolerance (percent) as the form shows it.
 * @example
 * formatSlippage(1) // '1%'
 * formatSlippage(0.5) // '0.5%'
 */
export function formatSlippage(slippage: number): string {
  return `${Number(slippage.toFixed(2))}%`
}
