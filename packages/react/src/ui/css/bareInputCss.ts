/**
 * Declarations of an input without a box of its own, inside a box that draws the field (an
 * amount, a name, an email, an address): no padding, border or background, the page's font.
 * @example
 * const css = `.portico-name-input {\n  flex: 1;\n  ${bareInputCss}\n}`
 */
export const bareInputCss = `padding: 0;
  border: 0;
  background: transparent;
  color: var(--portico-fg);
  font: inherit;`
