import type { ChainNamespace } from '@portico/common'
import type { PorticoInternals } from '../client/PorticoInternals'

/**
 * Reset the connection (spec §4): clear the pairing uri, expiry, linking and recent wallet,
 * drop the stored transactions, and set `disconnected` (one namespace or all).
 * @example
 * resetConnection(internals)
 */
export function resetConnection(internals: PorticoInternals, namespace?: ChainNamespace): void {
  internals.stores.connection.getState().resetWcConnection(namespace)
  internals.stores.transactions.getState().reset()
}
