import {
  type ChainNamespace,
  EMBEDDED_WALLET_CONNECTOR_ID,
  PREFERRED_ACCOUNT_TYPES,
} from '@portico/common'
import { createAdapterContext } from '../adapters/createAdapterContext'
import type { PorticoInternals } from '../client/PorticoInternals'
import {
  readConnectedSocial,
  readPreferredAccountTypes,
  readStoredConnections,
} from '../storage/storedSessionKeys'
import { applyConnection } from './applyConnection'
import { clearNamespace } from './clearNamespace'
import { loadEmbeddedWallet } from './loadEmbeddedWallet'
import { requestSiwx } from './requestSiwx'

async function restore(internals: PorticoInternals, namespace: ChainNamespace): Promise<void> {
  const { stores } = internals
  const connectorId = stores.connectors.getState().activeConnectorIds[namespace]
  try {
    // Sync skips the embedded wallet (spec §4): its session lives in the frame, so it is
    // restored through the frame once the wallet's code is loaded.
    if (connectorId === EMBEDDED_WALLET_CONNECTOR_ID) await loadEmbeddedWallet(internals)
    const adapter = internals.adapters.get(namespace)
    const caipNetwork = stores.chain.getState().networks[namespace]?.caipNetwork
    const connection =
      adapter && connectorId
        ? await adapter.reconnect({ connectorId, ...(caipNetwork && { caipNetwork }) })
        : undefined
    if (connection) {
      await applyConnection(internals, namespace, connection, { activate: false })
      return
    }
  } catch (error) {
    internals.options.logger.warn(`Portico: restoring the ${namespace} connection failed`, error)
  }
  await clearNamespace(internals, namespace)
}

/**
 * What the last page load stored beyond the connection records (spec §3): the visitor's
 * preferred account types, and for the namespaces being restored their connections and the
 * social login of an embedded wallet, known before the wallet answers.
 */
function seedFromStorage(internals: PorticoInternals, pending: readonly ChainNamespace[]): void {
  const { stores, storage, options } = internals
  const preferred = readPreferredAccountTypes(storage)
  if (preferred) {
    for (const ns of options.namespaces) {
      const current = stores.account.getState().accounts[ns]?.preferredAccountTypes
      stores.account.getState().setAccount(ns, {
        preferredAccountTypes: { ...PREFERRED_ACCOUNT_TYPES, ...current, ...preferred },
      })
    }
  }
  const connections = readStoredConnections(storage)
  const social = readConnectedSocial(storage)
  for (const ns of pending) {
    const stored = connections[ns]
    if (stored) stores.connection.getState().setConnections(ns, stored)
    const connectorId = stores.connectors.getState().activeConnectorIds[ns]
    if (social && connectorId === EMBEDDED_WALLET_CONNECTOR_ID)
      stores.account.getState().setAccount(ns, { socialProvider: social.provider })
  }
}

/**
 * Start an instance (spec §4): set every adapter up with its context, load its connectors, seed
 * the stored preferred account types, connections and social login, then restore each namespace whose status is `connecting` through its stored connector — connected
 * on success, `disconnected` on any failure — and check the sign-in of the active account.
 * @example
 * await initialize(internals)
 */
export async function initialize(internals: PorticoInternals): Promise<void> {
  const { stores, options } = internals
  for (const [namespace, adapter] of internals.adapters) {
    try {
      await adapter.setup(createAdapterContext(internals, namespace))
      stores.connectors.getState().setConnectors(namespace, adapter.getConnectors())
    } catch (error) {
      options.logger.error(`Portico: setting up the ${namespace} adapter failed`, error)
    }
  }
  const status = stores.connection.getState().status
  const pending = (Object.keys(status) as ChainNamespace[]).filter(
    (ns) => status[ns] === 'connecting',
  )
  seedFromStorage(internals, pending)
  await Promise.all(pending.map((ns) => restore(internals, ns)))
  if (pending.length > 0) await requestSiwx(internals)
}
