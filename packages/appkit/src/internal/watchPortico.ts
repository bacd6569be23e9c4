import type { Portico } from '@portico/core'

/**
 * Calls `listener` after a change in any store AppKit's getters read; returns the unsubscribe.
 * @example
 * const stop = watchPortico(portico, () => render())
 */
export function watchPortico(portico: Portico, listener: () => void): () => void {
  const { account, connection, chain, modal, connectors, theme, events } = portico.stores
  const stops = [account, connection, chain, modal, connectors, theme, events].map((store) =>
    store.subscribe(() => listener()),
  )
  return () => {
    for (const stop of stops) stop()
  }
}
