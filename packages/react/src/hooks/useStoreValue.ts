import { useRef, useSyncExternalStore } from 'react'

/**
 * What `useStoreValue` needs of a store: the read half of a zustand vanilla store.
 * @example
 * const store: ReadableStore<ModalState> = client.stores.modal
 */
export type ReadableStore<S> = {
  getState(): S
  subscribe(listener: (state: S, previous: S) => void): () => void
}

type Cache<S, T> = { state: S; selector: (state: S) => T; value: T }

/**
 * Reads a slice of a zustand vanilla store and re-renders only when the slice changes.
 * `isEqual` keeps the previous value (and reference) while it says the slice is unchanged,
 * so selectors may build objects.
 * @example
 * const address = useStoreValue(client.stores.account, (s) => s.accounts.eip155?.address)
 */
export function useStoreValue<S, T>(
  store: ReadableStore<S>,
  selector: (state: S) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  const cache = useRef<Cache<S, T> | null>(null)
  const getSnapshot = (): T => {
    const state = store.getState()
    const previous = cache.current
    if (previous && previous.state === state && previous.selector === selector)
      return previous.value
    const next = selector(state)
    const value = previous && isEqual(previous.value, next) ? previous.value : next
    cache.current = { state, selector, value }
    return value
  }
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot)
}
