import { AdapterOrConnectorNotFoundError } from '@portico/common'
import { findConnector } from '../client/findConnector'
import type { PorticoInternals } from '../client/PorticoInternals'
import { requireAdapter } from '../client/requireAdapter'
import { resolveNamespace } from '../client/resolveNamespace'
import type { ConnectParams } from '../types/Portico'
import type { completeConnect } from './completeConnect'
import { type ConnectAttempt, failConnect } from './failConnect'

/**
 * Connect a connector: status `connecting` at once (the buttons say so in the same render),
 * then the rest — the adapter's connect, the stores, storage, CONNECT_SUCCESS, sign-in or
 * closing the modal — in {@link completeConnect}, fetched with the deferred actions. On any
 * failure, {@link failConnect}'s state and the error rethrown as a Portico error.
 * @example
 * await connect(internals, { connectorId: 'org.portico.test' }, loadActions)
 */
export async function connect(
  internals: PorticoInternals,
  params: ConnectParams,
  loadActions: () => Promise<{ completeConnect: typeof completeConnect }>,
): Promise<void> {
  const { stores } = internals
  const namespace = resolveNamespace(internals, params.namespace)
  requireAdapter(internals, namespace)
  const connector = findConnector(internals, namespace, params.connectorId)
  if (!connector) {
    throw new AdapterOrConnectorNotFoundError({
      metaMessages: [`Connector: ${params.connectorId}`],
    })
  }
  const attempt: ConnectAttempt = {
    namespace,
    connector,
    previousStatus: stores.connection.getState().status[namespace],
  }
  stores.connection.getState().setStatus(namespace, 'connecting')
  stores.connection.getState().setConnectingType(namespace, connector.type)
  let actions: Awaited<ReturnType<typeof loadActions>>
  try {
    actions = await loadActions()
  } catch (cause) {
    throw failConnect(internals, attempt, cause)
  }
  await actions.completeConnect(internals, params, attempt)
}
