import { createWalletConnectState } from './createWalletConnectState'
import { activeChain } from './internal/activeChain'
import { WALLET_CONNECT_CONNECTOR_ID } from './internal/WALLET_CONNECT_CONNECTOR_ID'
import type { WalletConnectConnector } from './WalletConnectConnector'
import type { WalletConnectOptions } from './WalletConnectOptions'

/**
 * Create the WalletConnect connector: one session for every attached chain family, on a
 * UniversalProvider that is only fetched (`import()`) and started on the first connect, restore
 * or `prepare`. Nothing happens at creation, and its actions (`sessionActions`) are fetched on
 * the first one, so a page carries only this shell until the kit starts.
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
  // Set once fetched: a live session implies it (only its actions make one live).
  let loaded: typeof import('./sessionActions') | undefined
  const actions = async () => {
    loaded ??= await import('./sessionActions')
    return loaded
  }
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
    connect: async (params) => (await actions()).connectSession(state, params),
    prepare: async (stage, params) => (await actions()).prepareSession(state, stage, params),
    reconnect: async (params) => (await actions()).reconnectSession(state, params),
    disconnect: async () => (await actions()).disconnectSession(state),
    async request(request) {
      const { routeRequest, sessionNetworks } = await actions()
      return routeRequest(state.provider, sessionNetworks(state), request)
    },
    switchChain: async (caipNetwork) =>
      (await actions()).switchSessionChain(state.provider, caipNetwork),
    getChain: (namespace) => activeChain(state, namespace),
    getConnection: (namespace) =>
      state.live && loaded ? loaded.connectionOf(state, namespace) : undefined,
    getPeer() {
      const peer = state.live ? state.provider?.session?.peer.metadata : undefined
      return peer && { name: peer.name, url: peer.url, icons: peer.icons }
    },
    getPairing: () => pairing.current(),
    getProvider: () => state.provider,
    async destroy() {
      // Nothing to close before the first action: only the actions make a provider.
      if (loaded) await loaded.destroyConnector(state)
    },
  }
}
