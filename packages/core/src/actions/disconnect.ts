import { type ChainNamespace, type ConnectorType, DisconnectError } from '@portico/common'
import { findConnector } from '../client/findConnector'
import type { PorticoInternals } from '../client/PorticoInternals'
import { getLinkedNamespaces } from '../rules/getLinkedNamespaces'
import { clearNamespace } from './clearNamespace'

function connectedTypes(
  internals: PorticoInternals,
): Partial<Record<ChainNamespace, ConnectorType>> {
  const { activeConnectorIds } = internals.stores.connectors.getState()
  const types: Partial<Record<ChainNamespace, ConnectorType>> = {}
  for (const [ns, id] of Object.entries(activeConnectorIds) as [ChainNamespace, string][]) {
    const type = findConnector(internals, ns, id)?.type
    if (type) types[ns] = type
  }
  return types
}

/**
 * Disconnect a namespace (default: the active one) (spec §4). A WalletConnect or embedded-wallet
 * connection also ends the other namespaces connected the same way. Each namespace is cleared
 * even if its wallet fails to disconnect, and another still connected namespace becomes active;
 * then DISCONNECT_SUCCESS, or DISCONNECT_ERROR, an
 * error toast and a thrown DisconnectError ('Failed to disconnect').
 * @example
 * await disconnect(internals, { namespace: 'solana' })
 */
export async function disconnect(
  internals: PorticoInternals,
  params: { namespace?: ChainNamespace } = {},
): Promise<void> {
  const { stores } = internals
  const namespace = params.namespace ?? stores.chain.getState().activeNamespace
  if (!namespace) return
  const targets = getLinkedNamespaces(namespace, connectedTypes(internals))
  const failures: unknown[] = []
  for (const ns of targets) {
    const connectorId = stores.connectors.getState().activeConnectorIds[ns]
    const adapter = internals.adapters.get(ns)
    try {
      await adapter?.disconnect(connectorId ? { connectorId } : {})
    } catch (error) {
      failures.push(error)
    }
    await clearNamespace(internals, ns)
  }
  const chain = stores.chain.getState()
  if (chain.activeNamespace && targets.includes(chain.activeNamespace)) {
    const stillConnected = internals.options.namespaces.find(
      (ns) => stores.connection.getState().status[ns] === 'connected',
    )
    if (stillConnected) chain.setActiveNamespace(stillConnected)
  }
  if (failures.length === 0) {
    stores.events.getState().emit({ event: 'DISCONNECT_SUCCESS', properties: { namespace } })
    return
  }
  const error = new DisconnectError({ cause: failures[0] })
  stores.events
    .getState()
    .emit({ event: 'DISCONNECT_ERROR', properties: { message: error.shortMessage } })
  stores.toast.getState().showError(error)
  throw error
}
