import { PorticoProvider } from '@portico/react'
import { createRoot } from 'react-dom/client'
import type { AppKit } from './AppKit'

/**
 * Hosts Portico's (lazily loaded) modal for an AppKit instance in a root of its own at the end
 * of `document.body`, as AppKit's modal is: the page renders no provider. Returns the removal.
 * @example
 * const unmount = mountAppKitModal(appKit, document)
 */
export function mountAppKitModal(appKit: AppKit, document: Document): () => void {
  const host = document.createElement('div')
  host.dataset.porticoAppkit = ''
  host.style.display = 'contents'
  const root = createRoot(host)
  const mount = () => {
    document.body.append(host)
    root.render(<PorticoProvider client={appKit.portico}>{null}</PorticoProvider>)
  }
  // createAppKit may run from a script in <head>, before there is a body.
  if (document.body) mount()
  else document.addEventListener('DOMContentLoaded', mount, { once: true })
  return () => {
    document.removeEventListener('DOMContentLoaded', mount)
    // Called from an effect cleanup (AppKitProvider) while React commits: unmounting another
    // root synchronously there is refused, so it happens right after.
    queueMicrotask(() => {
      root.unmount()
      host.remove()
    })
  }
}
