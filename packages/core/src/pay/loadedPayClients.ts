import type { Portico } from '../types/Portico'
import type { PayClient } from './PayClient'

// Keyed by the instance, so nothing is shared between two clients and nothing outlives one: the
// synchronous getters (getPayResult…) read the pay client an instance has already loaded
// without loading it.
const loaded = new WeakMap<Portico, PayClient>()

/**
 * Note the pay client `loadPayClient` made for an instance.
 * @example
 * rememberPayClient(portico, createPayClient(portico))
 */
export function rememberPayClient(portico: Portico, client: PayClient): PayClient {
  loaded.set(portico, client)
  return client
}

/**
 * The pay client an instance has loaded; undefined before `portico.loadPay()` resolved.
 * @example
 * loadedPayClient(portico)?.store.getState().payResult
 */
export function loadedPayClient(portico: Portico): PayClient | undefined {
  return loaded.get(portico)
}
