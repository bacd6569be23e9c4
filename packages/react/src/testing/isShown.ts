/**
 * Whether `element` is on screen as far as jsdom can tell: neither it nor an ancestor (across
 * shadow roots) is hidden with `display: none`, which is how a pre-rendered, hidden tree is kept.
 * @example
 * expect(isShown(queryShadow('portico-modal').getByRole('dialog', { hidden: true }))).toBe(false)
 */
export function isShown(element: Element): boolean {
  let node: Node | null = element
  while (node) {
    if (node instanceof HTMLElement && getComputedStyle(node).display === 'none') return false
    node = node.parentNode instanceof ShadowRoot ? node.parentNode.host : node.parentNode
  }
  return true
}
