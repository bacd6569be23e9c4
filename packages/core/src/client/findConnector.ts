import type { ChainNamespace } from '@portico/common'
import type { Connector } from '../types/Connector'
import type { PorticoInternals } from './PorticoInternals'

/**
 * A connector of a namespace by id: from the store, else straight from the adapter (before
 * `init()` filled the store).
 * @example
 * const connector = findConnector(internals, 'eip155', 'injected')
 */
export function findConnector(
  internals: PorticoInternals,
  namespace: ChainNamespace,
  connectorId: string | undefined,
): Connector | undefined {
  if (!connectorId) return undefined
  const matches = (c: Connector) => c.chain === namespace && c.id === connectorId
  return (
    internals.stores.connectors.getState().connectors.find(matches) ??
    internals.adapters.get(namespace)?.getConnectors().find(matches)
  )
}
