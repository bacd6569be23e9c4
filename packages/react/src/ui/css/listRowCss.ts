/**
 * Declarations of a row in the Account view's lists (a token, a transaction): icon, text and
 * value on one line, 56 px tall, rounded for its hover tint.
 * @example
 * const css = `.portico-token-row {\n  ${listRowCss}\n}`
 */
export const listRowCss = `display: flex;
  align-items: center;
  gap: 12px;
  min-height: 56px;
  padding: 8px 10px;
  border-radius: var(--portico-radius-lg);`
