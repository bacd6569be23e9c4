import type { ChainNamespace, ConnectionStatus } from '@portico/common'
import type { PorticoInternals } from '../client/PorticoInternals'
import type { Connector } from '../types/Connector'
import { getErrorMessage } from '../utils/getErrorMessage'

/**
 * One connect in flight: the namespace, the connector, and the status before it began.
 * @example
 * const attempt: ConnectAttempt = { namespace: 'eip155', connector, previousStatus: 'disconnected' }
 */
export type ConnectAttempt = {
  namespace: ChainNamespace
  connector: Connector
  previousStatus: ConnectionStatus | undefined
}

/**
 * What a failed connect leaves (spec §4): status back to `disconnected` (or `connected` if
 * another wallet still is), CONNECT_ERROR, the WalletConnect retry flag, an error toast; returns
 * `error` (the failure as a Portico error) to throw. In the first load, so a connect whose code
 * could not even be fetched ends the same way.
 * @example
 * throw failConnect(internals, { namespace, connector, previousStatus }, toPorticoError(cause))
 */
export function failConnect<E extends Error>(
  internals: PorticoInternals,
  attempt: ConnectAttempt,
  error: E,
): E {
  const { stores } = internals
  const { namespace, connector, previousStatus } = attempt
  const connection = stores.connection.getState()
  if (connection.connectingType[namespace] === connector.type)
    connection.setConnectingType(namespace, undefined)
  // Another connection may have won meanwhile (a browser wallet while a WalletConnect pairing
  // waited): the failed attempt must not call a connected wallet disconnected.
  if (stores.connection.getState().status[namespace] === 'connecting') {
    stores.connection
      .getState()
      .setStatus(namespace, previousStatus === 'connected' ? 'connected' : 'disconnected')
  }
  stores.events.getState().emit({
    event: 'CONNECT_ERROR',
    properties: {
      message: getErrorMessage(error),
      connectorId: connector.id,
      connectorType: connector.type,
    },
  })
  stores.connection.getState().setWcError(connector.type === 'WALLET_CONNECT')
  stores.toast.getState().showError(error)
  return error
}
