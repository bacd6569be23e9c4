import { type ChainNamespace, EMBEDDED_WALLET_CONNECTOR_ID } from '@portico/common'
import { createAdapterContext } from '../adapters/createAdapterContext'
import type { PorticoInternals } from '../client/PorticoInternals'
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
 * Start an instance (spec §4): set every adapter up with its context, load its connectors, then
 * restore each namespace whose status is `connecting` through its stored connector — connected
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
  await Promise.all(pending.map((ns) => restore(internals, ns)))
  if (pending.length > 0) await requestSiwx(internals)
}
