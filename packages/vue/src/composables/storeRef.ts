import { getCurrentScope, onScopeDispose, type ShallowRef, shallowReadonly, shallowRef } from 'vue'

/**
 * What `storeRef` needs of a store: the read half of a zustand vanilla store.
 * @example
 * const store: ReadableStore<ModalState> = client.stores.modal
 */
export type ReadableStore<S> = {
  getState(): S
  subscribe(listener: (state: S, previous: S) => void): () => void
}

/**
 * A slice of one of the client's stores as a read-only ref, updated when the slice changes
 * (`isEqual` keeps the previous value while it says nothing changed, so selectors may build
 * objects). It follows the store for as long as the calling component or effect scope lives;
 * on the server, where a render happens once, it reads the state and follows nothing.
 * @example
 * const address = storeRef(client.stores.account, (s) => s.accounts.eip155?.address)
 */
export function storeRef<S, T>(
  store: ReadableStore<S>,
  selector: (state: S) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): Readonly<ShallowRef<T>> {
  const value = shallowRef(selector(store.getState()))
  if (typeof window !== 'undefined') {
    const stop = store.subscribe((state) => {
      const next = selector(state)
      if (!isEqual(value.value, next)) value.value = next
    })
    if (getCurrentScope()) onScopeDispose(stop)
  }
  return shallowReadonly(value)
}
