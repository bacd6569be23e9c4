import type { ChainAdapter } from '@portico/core'
import type { WalletConnectConnector } from '../connector/WalletConnectConnector'
import type { WalletConnectChainAdapter } from './WalletConnectChainAdapter'

/**
 * The WalletConnect connector of an adapter made by `withWalletConnect` or
 * `createWalletConnectAdapter`; undefined for any other adapter.
 * @example
 * getWalletConnect(portico.getAdapter('eip155'))?.prepare('provider')
 */
export function getWalletConnect(
  adapter: ChainAdapter | undefined,
): WalletConnectConnector | undefined {
  const candidate = (adapter as Partial<WalletConnectChainAdapter> | undefined)?.walletConnect
  return typeof candidate?.prepare === 'function' ? candidate : undefined
}
