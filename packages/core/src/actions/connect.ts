import { BaseError } from '@portico/common'
import { findConnector } from '../client/findConnector'
import type { PorticoInternals } from '../client/PorticoInternals'
import { pickNamespace } from '../client/pickNamespace'
import type { ConnectParams } from '../types/Portico'
import { getErrorMessage } from '../utils/getErrorMessage'
import type { completeConnect } from './completeConnect'
import { type ConnectAttempt, failConnect } from './failConnect'
import type { rejectConnect } from './rejectConnect'

/**
 * Connect a connector: status `connecting` at once (the buttons say so in the same render),
 * then the rest — the adapter's connect, the stores, storage, CONNECT_SUCCESS, sign-in or
 * closing the modal — in {@link completeConnect}, fetched with the deferred actions. On any
 * failure, {@link failConnect}'s state and the error rethrown as a Portico error. A connector
 * that cannot be found, once the client has started, rejects with {@link rejectConnect}'s error,
 * the status untouched.
 * @example
 * await connect(internals, { connectorId: 'org.portico.test' }, loadActions)
 */
export async function connect(
  internals: PorticoInternals,
  params: ConnectParams,
  loadActions: () => Promise<{
    completeConnect: typeof completeConnect
    rejectConnect: typeof rejectConnect
  }>,
): Promise<void> {
  const { stores } = internals
  const find = () => {
    const namespace = pickNamespace(internals, params.namespace)
    const connector =
      namespace && internals.adapters.has(namespace)
        ? findConnector(internals, namespace, params.connectorId)
        : undefined
    return namespace && connector ? { namespace, connector } : undefined
  }
  // Found at once when the client has started; before its start (a page starts it at the
  // visitor's first sign of interest), the connectors are known once `loadActions` has started it.
  const found = find() ?? (await loadActions().then(find, () => undefined))
  if (!found) return (await loadActions()).rejectConnect(internals, params)
  const { namespace, connector } = found
  const attempt: ConnectAttempt = {
    namespace,
    connector,
    previousStatus: stores.connection.getState().status[namespace],
  }
  stores.connection.getState().setStatus(namespace, 'connecting')
  stores.connection.getState().setConnectingType(namespace, connector.type)
  stores.events.getState().emit({
    event: 'CONNECT_STARTED',
    properties: { connectorId: connector.id, connectorType: connector.type, namespace },
  })
  let actions: Awaited<ReturnType<typeof loadActions>>
  try {
    actions = await loadActions()
  } catch (cause) {
    // The actions' code could not be fetched: a failure no wallet code saw, so a plain
    // BaseError with its sentence (as toPorticoError makes of it, which is in those actions).
    throw failConnect(internals, attempt, new BaseError(getErrorMessage(cause), { cause }))
  }
  await actions.completeConnect(internals, params, attempt)
}
