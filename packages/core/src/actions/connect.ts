import { AdapterOrConnectorNotFoundError } from '@portico/common'
import { findConnector } from '../client/findConnector'
import type { PorticoInternals } from '../client/PorticoInternals'
import { requireAdapter } from '../client/requireAdapter'
import { resolveNamespace } from '../client/resolveNamespace'
import { getConnectMethod } from '../rules/getConnectMethod'
import type { ConnectParams } from '../types/Portico'
import { getErrorMessage } from '../utils/getErrorMessage'
import { toPorticoError } from '../utils/toPorticoError'
import { applyConnection } from './applyConnection'
import { closeModal } from './closeModal'
import { requestSiwx } from './requestSiwx'

/**
 * Connect a connector: status `connecting`, the adapter's connect, then the stores, storage and
 * CONNECT_SUCCESS; afterwards sign-in opens when SIWX needs it, else an open modal closes.
 * On failure: status `disconnected` (or back to `connected` if another wallet still is),
 * CONNECT_ERROR, error toast, and the error rethrown as a Portico error.
 * @example
 * await connect(internals, { connectorId: 'org.portico.test' })
 */
export async function connect(internals: PorticoInternals, params: ConnectParams): Promise<void> {
  const { stores, options } = internals
  const namespace = resolveNamespace(internals, params.namespace)
  const adapter = requireAdapter(internals, namespace)
  const connector = findConnector(internals, namespace, params.connectorId)
  if (!connector) {
    throw new AdapterOrConnectorNotFoundError({
      metaMessages: [`Connector: ${params.connectorId}`],
    })
  }
  const caipNetwork = params.caipNetwork ?? stores.chain.getState().networks[namespace]?.caipNetwork
  const previousStatus = stores.connection.getState().status[namespace]
  stores.connection.getState().setStatus(namespace, 'connecting')
  try {
    const connection = await adapter.connect({
      connectorId: connector.id,
      ...(caipNetwork && { caipNetwork }),
    })
    await applyConnection(internals, namespace, connection, { activate: true })
  } catch (cause) {
    const error = toPorticoError(cause)
    // Another connection may have won meanwhile (a browser wallet while a WalletConnect pairing
    // waited): the failed attempt must not call a connected wallet disconnected.
    if (stores.connection.getState().status[namespace] === 'connecting') {
      stores.connection
        .getState()
        .setStatus(namespace, previousStatus === 'connected' ? 'connected' : 'disconnected')
    }
    stores.events.getState().emit({
      event: 'CONNECT_ERROR',
      properties: { message: getErrorMessage(error), connectorId: connector.id },
    })
    stores.connection.getState().setWcError(connector.type === 'WALLET_CONNECT')
    stores.toast.getState().showError(error)
    throw error
  }
  stores.events.getState().emit({
    event: 'CONNECT_SUCCESS',
    properties: {
      method: getConnectMethod(connector.type, {
        isMobile: options.isMobile(),
        social: stores.account.getState().accounts[namespace]?.socialProvider !== undefined,
      }),
      name: connector.name,
      connectorId: connector.id,
      namespace,
    },
  })
  const signing = await requestSiwx(internals)
  const unsupported = stores.router.getState().history.some((v) => v.view === 'UnsupportedChain')
  if (!signing && !unsupported) closeModal(internals)
}
