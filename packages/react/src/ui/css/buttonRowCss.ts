/**
 * Declarations of a button as wide as its list that lays its icon, text and end mark out in a
 * row (a wallet, a network, an account action, a token to send), rounded for the tint it takes
 * on hover; the rule adds its height, padding and colours.
 * @example
 * const css = `.portico-network-item {\n  ${buttonRowCss}\n  min-height: 52px;\n}`
 */
export const buttonRowCss = `display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  border-radius: var(--portico-radius-lg);
  transition: background-color 120ms var(--portico-ease);`
