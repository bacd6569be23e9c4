import { connectSession } from './actions/connectSession'
import { destroyConnector } from './actions/destroyConnector'
import { disconnectSession } from './actions/disconnectSession'
import { prepareSession } from './actions/prepareSession'
import { reconnectSession } from './actions/reconnectSession'
import { createWalletConnectState } from './createWalletConnectState'
import { activeChain } from './internal/activeChain'
import { connectionOf } from './internal/connectionOf'
import { sessionNetworks } from './internal/sessionNetworks'
import { WALLET_CONNECT_CONNECTOR_ID } from './internal/WALLET_CONNECT_CONNECTOR_ID'
import { routeRequest } from './routeRequest'
import { switchSessionChain } from './switchSessionChain'
import type { WalletConnectConnector } from './WalletConnectConnector'
import type { WalletConnectOptions } from './WalletConnectOptions'

/**
 * Create the WalletConnect connector: one session for every attached chain family, on a
 * UniversalProvider that is only fetched (`import()`) and started on the first connect, restore
 * or `prepare`. Nothing happens at creation.
 * @example
 * const walletConnect = createWalletConnectConnector({ relayUrl: 'ws://127.0.0.1:8788' })
 * const portico = createPortico({
 *   networks,
 *   adapters: [withWalletConnect(createWagmiAdapter({ networks }), walletConnect)],
 * })
 */
export function createWalletConnectConnector(
  options: WalletConnectOptions = {},
): WalletConnectConnector {
  const state = createWalletConnectState(options)
  const { contexts, pairing } = state
  return {
    id: WALLET_CONNECT_CONNECTOR_ID,
    name: options.name ?? 'WalletConnect',
    imageUrl: options.imageUrl,
    attach(context) {
      contexts.set(context.namespace, context)
      return () => {
        if (contexts.get(context.namespace) === context) contexts.delete(context.namespace)
      }
    },
    connect: (params) => connectSession(state, params),
    prepare: (stage, params) => prepareSession(state, stage, params),
    reconnect: (params) => reconnectSession(state, params),
    disconnect: () => disconnectSession(state),
    request: (request) => routeRequest(state.provider, sessionNetworks(state), request),
    switchChain: (caipNetwork) => switchSessionChain(state.provider, caipNetwork),
    getChain: (namespace) => activeChain(state, namespace),
    getConnection: (namespace) => (state.live ? connectionOf(state, namespace) : undefined),
    getPeer() {
      const peer = state.live ? state.provider?.session?.peer.metadata : undefined
      return peer && { name: peer.name, url: peer.url, icons: peer.icons }
    },
    getPairing: () => pairing.current(),
    getProvider: () => state.provider,
    destroy: () => destroyConnector(state),
  }
}
