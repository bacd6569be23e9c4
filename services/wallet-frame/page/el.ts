/**
 * A new element with its class and, when given, its text — never HTML: the frame shows what the
 * page or a transaction says as text only.
 * @example const title = el(document, 'h1', 'pf-title', 'Approve')
 */
export const el = <K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] => {
  const node = doc.createElement(tag)
  node.className = className
  if (text !== undefined) node.textContent = text
  return node
}

/**
 * A frame button: `primary` or `secondary`, its text, its test id, and `type` (`button` unless
 * it submits its form).
 * @example const approve = button(document, 'primary', 'Approve', 'portico-frame-approve')
 */
export const button = (
  doc: Document,
  variant: 'primary' | 'secondary',
  text: string,
  testId: string,
  type: 'button' | 'submit' = 'button',
): HTMLButtonElement => {
  const node = el(doc, 'button', `pf-button pf-${variant}`, text)
  node.type = type
  node.dataset.testid = testId
  return node
}
