import { outlinedSurfaceCss } from './outlinedSurfaceCss'

/**
 * Declarations of the box around an amount: the one typed (TokenAmountInput) and the one a swap
 * gets, which looks the same; a label, the figure and a line of details in a column.
 * @example
 * const css = `.portico-swap-out {\n  ${amountBoxCss}\n}`
 */
export const amountBoxCss = `display: flex;
  flex-direction: column;
  gap: 6px;
  padding-block: 14px 12px;
  padding-inline: 16px 14px;
  ${outlinedSurfaceCss}`
