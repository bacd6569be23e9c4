import type { ChainNamespace } from '@portico/common'
import type { WalletConnectConnector } from '../connector/WalletConnectConnector'
import { composeAdapter } from './composeAdapter'
import type { WalletConnectChainAdapter } from './WalletConnectChainAdapter'

/**
 * A chain adapter whose only connector is WalletConnect (adapter type 'universal'): signing and
 * sending over the session, balances and fees from the networks' own RPC URLs. For apps that
 * reach wallets through WalletConnect alone.
 * @example
 * const walletConnect = createWalletConnectConnector({ relayUrl: 'ws://127.0.0.1:8788' })
 * createPortico({ networks, adapters: [createWalletConnectAdapter({ namespace: 'eip155', walletConnect })] })
 */
export function createWalletConnectAdapter(params: {
  namespace: ChainNamespace
  walletConnect: WalletConnectConnector
}): WalletConnectChainAdapter {
  return composeAdapter({ ...params, adapterType: 'universal' })
}
