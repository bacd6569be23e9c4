/**
 * Declarations of a column whose items stand centred one above the other, `gap` pixels apart:
 * the head of a view (an account's avatar and name, an amount to pay or send, a wallet's logo
 * while it connects), an empty list's notice, a feature button's icon over its label.
 * @example
 * const css = `.portico-siwx {\n  ${centredColumnCss(16)}\n  text-align: center;\n}`
 */
export function centredColumnCss(gap: number): string {
  return `display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${gap}px;`
}
