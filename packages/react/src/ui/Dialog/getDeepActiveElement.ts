/**
 * The focused element, looking through open shadow roots (the page's `activeElement` is only
 * the shadow host when focus sits inside one).
 * @example
 * const opener = getDeepActiveElement(document)
 */
export function getDeepActiveElement(root: Document | ShadowRoot): Element | null {
  let active = root.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}
