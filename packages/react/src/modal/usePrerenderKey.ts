import type { Portico } from '@portico/core'
import { useEffect, useState } from 'react'

/**
 * The key of the modal's pre-rendered content. It changes when the modal has finished closing,
 * so every opening starts with fresh view state (a search typed, a form half filled) as a
 * remounted modal would, and whenever a store changes while the modal is closed: a hidden tree
 * does not follow the stores (its subscriptions are effects, which React keeps unmounted while
 * hidden), and revealing a stale one would run its effects on old state — a view that closes
 * the modal once connected, say. A new key has React pre-render the current state instead.
 * @example
 * <Prerender key={usePrerenderKey(client, shown)} visible={shown}>…</Prerender>
 */
export function usePrerenderKey(client: Portico, shown: boolean): number {
  const [state, setState] = useState({ key: 0, shown })
  useEffect(() => {
    if (shown) return
    const renew = () => setState((current) => ({ ...current, key: current.key + 1 }))
    // Whether the modal is open, and the analytics events opening it emits, are not content.
    const { modal: _modal, events: _events, ...content } = client.stores
    const unsubscribes = Object.values(content).map((store) => store.subscribe(renew))
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe()
    }
  }, [client, shown])
  if (state.shown !== shown) {
    // Derived from `shown` during render, so the new key applies to this very render.
    const next = { key: shown ? state.key : state.key + 1, shown }
    setState(next)
    return next.key
  }
  return state.key
}
