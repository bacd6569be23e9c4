import type { ChainAdapter } from '@portico/core'
import type { WalletConnectConnector } from '../connector/WalletConnectConnector'

/**
 * A chain adapter made by `withWalletConnect` or `createWalletConnectAdapter`, carrying its
 * WalletConnect connector (for views that get it ready ahead of a connect).
 * @example
 * const adapter: WalletConnectChainAdapter = withWalletConnect(wagmiAdapter, walletConnect)
 * await adapter.walletConnect.prepare('provider')
 */
export type WalletConnectChainAdapter = ChainAdapter & {
  readonly walletConnect: WalletConnectConnector
}
