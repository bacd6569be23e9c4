import { PORTICO_SDK_TYPE, PORTICO_SDK_VERSION } from '../api/sdkDefaults'
import type { Portico } from '../types/Portico'
import { createPayApiClient } from './createPayApiClient'
import { createPayStore } from './createPayStore'
import type { PayClientSettings, PayContext } from './PayContext'

/**
 * The context of one Portico instance's pay client: its store, its gateway client, no payment
 * yet.
 * @example
 * const ctx = createPayContext(portico, { pollIntervalMs: 20 })
 */
export function createPayContext(portico: Portico, settings: PayClientSettings): PayContext {
  const { options } = portico
  const store = createPayStore()
  const api = createPayApiClient({
    baseUrl: options.apiUrl,
    projectId: options.projectId,
    sdkType: options.sdkType ?? PORTICO_SDK_TYPE,
    sdkVersion: options.sdkVersion ?? PORTICO_SDK_VERSION,
    fetch: options.fetch,
  })
  const set: PayContext['set'] = (partial) => store.setState(partial)
  return {
    portico,
    settings,
    store,
    api,
    session: undefined,
    emit: (event) => portico.stores.events.getState().emit(event),
    set,
    setCurrent: (patch) => {
      const current = store.getState().currentPayment
      if (current) set({ currentPayment: { ...current, ...patch } })
    },
  }
}
