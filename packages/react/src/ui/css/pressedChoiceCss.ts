/**
 * Declarations of the pressed button of a row of choices (a slippage, a buy amount): the filled
 * accent of primary buttons, on which white keeps 4.5:1 in both themes.
 * @example
 * const css = `.portico-swap-slippage button[aria-pressed='true'] {\n  ${pressedChoiceCss}\n}`
 */
export const pressedChoiceCss = `background: var(--portico-accent-fill);
  box-shadow: none;
  color: #fff;`
