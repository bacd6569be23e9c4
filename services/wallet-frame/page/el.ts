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
