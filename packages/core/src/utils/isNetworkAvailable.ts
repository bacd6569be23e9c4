import type { CaipNetwork } from '@portico/common'
import type { ChainState } from '../types/ChainState'
import type { ConnectionState } from '../types/ConnectionState'

/**
 * Whether the wallet connected in the network's namespace can use it. A wallet that named its
 * networks on connect (the embedded wallet signs only on its frame's chains) can use those
 * only; with no wallet connected in that namespace, or one that named none, every network is
 * available.
 * @example
 * isNetworkAvailable(base, client.stores.chain.getState(), client.stores.connection.getState())
 */
export function isNetworkAvailable(
  network: CaipNetwork,
  chain: Pick<ChainState, 'networks'>,
  connection: Pick<ConnectionState, 'status'>,
): boolean {
  if (connection.status[network.chainNamespace] !== 'connected') return true
  const state = chain.networks[network.chainNamespace]
  if (!state || state.supportsAllNetworks) return true
  return state.approvedCaipNetworkIds.includes(network.caipNetworkId)
}
