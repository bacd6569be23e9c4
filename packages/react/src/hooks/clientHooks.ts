import type { ChainNamespace } from '@portico/common'
import type { Portico } from '@portico/core'
import { useContext, useRef, useSyncExternalStore } from 'react'
import { PorticoContext } from '../context/PorticoContext'
import { PorticoProviderMissingError } from './PorticoProviderMissingError'

// The hooks every other hook and component reads the client through. They are one module on
// purpose: the page's first load and every lazily loaded view share it, and a bundler keeps a
// shared module it cannot fold into the entry as a file of its own — one module, one file at
// most (Vite 8 split these four into three first-load files as separate modules).

/**
 * The Portico client given to the nearest `<PorticoProvider>`. Throws outside a provider.
 * @example
 * const client = usePorticoClient()
 * await client.signMessage({ message: 'hello' })
 */
export function usePorticoClient(): Portico {
  const client = useContext(PorticoContext)
  if (!client) throw new PorticoProviderMissingError()
  return client
}

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

/**
 * True when two values are identical or plain objects/arrays with identical entries.
 * @example
 * shallowEqual({ a: 1 }, { a: 1 }) // true
 */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  const keysA = Object.keys(a)
  if (keysA.length !== Object.keys(b).length) return false
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) &&
      Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}

/**
 * The namespace a hook should read: the one asked for, else the active one, else the first
 * adapter's (eip155 when there is none).
 * @example
 * const namespace = useActiveNamespace(options?.namespace)
 */
export function useActiveNamespace(requested?: ChainNamespace): ChainNamespace {
  const client = usePorticoClient()
  const active = useStoreValue(client.stores.chain, (s) => s.activeNamespace)
  return requested ?? active ?? client.options.namespaces[0] ?? 'eip155'
}
