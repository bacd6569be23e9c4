import type { ComposedAdapterState } from '../ComposedAdapterState'

/**
 * Whether a call is for the WalletConnect session: it names the connector, or names none and
 * there is no inner adapter to take it.
 * @example
 * isSessionConnector(state, params.connectorId) ? walletConnect.disconnect() : inner.disconnect(params)
 */
export function isSessionConnector(
  state: ComposedAdapterState,
  connectorId: string | undefined,
): boolean {
  return connectorId === state.walletConnect.id || (!state.inner && connectorId === undefined)
}
