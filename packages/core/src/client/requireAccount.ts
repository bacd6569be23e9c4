import {
  type CaipNetwork,
  CaipNetworkOrAddressUndefinedError,
  type ChainNamespace,
} from '@portico/common'
import type { ChainAdapter } from '../types/ChainAdapter'
import type { PorticoInternals } from './PorticoInternals'
import { requireAdapter } from './requireAdapter'
import { resolveNamespace } from './resolveNamespace'

/**
 * What a wallet action needs: namespace, adapter, connected address, network and connector.
 * Throws CaipNetworkOrAddressUndefinedError when the namespace has no connected account.
 * @example
 * const { adapter, address, caipNetwork } = requireAccount(internals)
 */
export function requireAccount(
  internals: PorticoInternals,
  namespace?: ChainNamespace,
): {
  namespace: ChainNamespace
  adapter: ChainAdapter
  address: string
  caipNetwork: CaipNetwork
  connectorId: string | undefined
} {
  const ns = resolveNamespace(internals, namespace)
  const adapter = requireAdapter(internals, ns)
  const { stores } = internals
  const address = stores.account.getState().accounts[ns]?.address
  const caipNetwork = stores.chain.getState().networks[ns]?.caipNetwork
  if (!address || !caipNetwork) throw new CaipNetworkOrAddressUndefinedError()
  const connectorId = stores.connectors.getState().activeConnectorIds[ns]
  return { namespace: ns, adapter, address, caipNetwork, connectorId }
}
