import type { Portico } from '@portico/core'
import { PorticoProvider } from '@portico/react'
import { createElement, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

/**
 * Renders the page's one modal (`@portico/react`'s, the same on every framework) into a
 * container at the end of `<body>`, and fetches and pre-renders it at once: this module is loaded
 * only when the visitor reaches for a button or something opens the modal, so the click finds
 * the modal ready. Returns what takes it down.
 * @example
 * const unmount = renderModal(portico)
 */
export function renderModal(client: Portico): () => void {
  const container = document.createElement('div')
  container.dataset.porticoModalRoot = ''
  document.body.append(container)
  const root = createRoot(container)
  // Without JSX, the provider's typed props carry its (empty) children.
  const provider = { client, prefetchModal: true, children: null }
  root.render(createElement(StrictMode, null, createElement(PorticoProvider, provider)))
  return () => {
    root.unmount()
    container.remove()
  }
}
