import type { Portico } from '@portico/core'
import { PorticoProvider, prefetchModal } from '@portico/react'
import { createElement, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

/**
 * Renders the page's one modal (`@portico/react`'s, the same on every framework) into a
 * container at the end of `<body>`, and starts fetching its views at once: this module is loaded
 * only when the visitor reaches for a button or something opens the modal. Returns what takes it
 * down.
 * @example
 * const unmount = renderModal(portico)
 */
export function renderModal(client: Portico): () => void {
  // A failed fetch is retried by the open itself.
  prefetchModal().catch(() => {})
  const container = document.createElement('div')
  container.dataset.porticoModalRoot = ''
  document.body.append(container)
  const root = createRoot(container)
  root.render(
    // biome-ignore lint/correctness/noChildrenProp: without JSX, the provider's typed props carry it
    createElement(StrictMode, null, createElement(PorticoProvider, { client, children: null })),
  )
  return () => {
    root.unmount()
    container.remove()
  }
}
