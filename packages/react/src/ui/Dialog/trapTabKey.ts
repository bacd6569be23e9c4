import { getDeepActiveElement } from './getDeepActiveElement'
import { getFocusable } from './getFocusable'

/**
 * Keeps Tab and Shift+Tab cycling inside a container. Returns true when it moved focus itself
 * (the caller then prevents the browser's default).
 * @example
 * if (event.key === 'Tab' && trapTabKey(dialog, event.shiftKey)) event.preventDefault()
 */
export function trapTabKey(container: HTMLElement, backwards: boolean): boolean {
  const focusable = getFocusable(container)
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (!first || !last) {
    container.focus()
    return true
  }
  const rootNode = container.getRootNode()
  const active =
    rootNode instanceof ShadowRoot || rootNode instanceof Document
      ? getDeepActiveElement(rootNode)
      : null
  const inside = active !== null && container.contains(active)
  if (backwards && (!inside || active === first || active === container)) {
    last.focus()
    return true
  }
  if (!backwards && (!inside || active === last || active === container)) {
    first.focus()
    return true
  }
  return false
}
