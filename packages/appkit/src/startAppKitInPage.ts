import type { AppKit } from './AppKit'
import { defineAppKitElements } from './elements/defineAppKitElements'
import { mountAppKitModal } from './mountAppKitModal'

/**
 * Puts an AppKit instance on the page: its modal at the end of the body, the `<appkit-*>`
 * elements, and the restoring of stored connections in a task of its own (as PorticoProvider
 * does, so the page's first paint comes first). Returns the removal of the modal. Does nothing
 * outside a browser.
 * @example
 * const stop = startAppKitInPage(appKit)
 */
export function startAppKitInPage(appKit: AppKit): () => void {
  if (typeof document === 'undefined') return () => {}
  const unmount = mountAppKitModal(appKit, document)
  if (typeof customElements !== 'undefined') defineAppKitElements(customElements)
  const timer = setTimeout(() => {
    appKit
      .init()
      .catch((error: unknown) => appKit.portico.options.logger.error('AppKit init failed', error))
  }, 0)
  return () => {
    clearTimeout(timer)
    unmount()
  }
}
