import type { Portico } from '../types/Portico'
import { loadedPayClient } from './loadedPayClients'
import type { PayState } from './PayClient'

/**
 * Call `callback` with one field of the pay state each time it changes; returns the
 * unsubscribe function. Loads the pay client when it is not yet (nothing with `features.pay`
 * off: the callback is then never called). AppKit Pay's `subscribeStateKey`.
 * @example
 * const stop = subscribePayState(portico, 'payResult', (hash) => hash && thank(hash))
 */
export function subscribePayState<K extends keyof PayState>(
  portico: Portico,
  key: K,
  callback: (value: PayState[K]) => void,
): () => void {
  let stop: (() => void) | undefined
  let stopped = false
  const start = (store: NonNullable<ReturnType<typeof loadedPayClient>>['store']) => {
    stop = store.subscribe((state, previous) => {
      if (!Object.is(state[key], previous[key])) callback(state[key])
    })
  }
  const loaded = loadedPayClient(portico)
  if (loaded) start(loaded.store)
  else if (portico.stores.options.getState().options.features.pay) {
    portico.loadPay().then(
      (client) => !stopped && start(client.store),
      (error: unknown) => portico.options.logger.warn('Portico: Pay did not load', error),
    )
  }
  return () => {
    stopped = true
    stop?.()
  }
}
