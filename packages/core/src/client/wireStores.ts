import { STARTUP_STORAGE_KEYS } from '@portico/common'
import type { PorticoStorage } from '../types/PorticoStorage'
import type { PorticoStores } from '../types/PorticoStores'

/**
 * The reactions between stores and storage, set up once per instance: the active network and
 * namespace are persisted whenever they change. Returns the function that undoes the wiring.
 * @example
 * const unwire = wireStores(stores, storage)
 */
export function wireStores(stores: PorticoStores, storage: PorticoStorage): () => void {
  const unsubscribeChain = stores.chain.subscribe((state, previous) => {
    const network = state.activeCaipNetwork
    if (network && network !== previous.activeCaipNetwork) {
      storage.set(STARTUP_STORAGE_KEYS.activeCaipNetworkId, network.caipNetworkId)
    }
    if (state.activeNamespace && state.activeNamespace !== previous.activeNamespace) {
      storage.set(STARTUP_STORAGE_KEYS.activeNamespace, state.activeNamespace)
    }
  })
  return unsubscribeChain
}
