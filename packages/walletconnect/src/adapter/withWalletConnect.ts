import type { ChainAdapter } from '@portico/core'
import type { WalletConnectConnector } from '../connector/WalletConnectConnector'
import { composeAdapter } from './composeAdapter'
import type { WalletConnectChainAdapter } from './WalletConnectChainAdapter'

/**
 * Add the WalletConnect connector (type WALLET_CONNECT, id `'walletConnect'`) to a chain
 * adapter: calls for that connector go over the session, every other call to `adapter`. Share
 * one connector between the adapters of several namespaces so that one session covers them all.
 * @example
 * const walletConnect = createWalletConnectConnector({ relayUrl: 'ws://127.0.0.1:8788' })
 * createPortico({ networks, adapters: [withWalletConnect(createWagmiAdapter({ networks }), walletConnect)] })
 */
export function withWalletConnect(
  adapter: ChainAdapter,
  walletConnect: WalletConnectConnector,
): WalletConnectChainAdapter {
  return composeAdapter({
    namespace: adapter.namespace,
    adapterType: adapter.adapterType,
    walletConnect,
    inner: adapter,
  })
}
