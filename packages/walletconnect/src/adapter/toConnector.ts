import type { ChainNamespace } from '@portico/common'
import type { Connector } from '@portico/core'
import type { WalletConnectConnector } from '../connector/WalletConnectConnector'

/**
 * The entry a WalletConnect connector has in a namespace's connector list (type WALLET_CONNECT).
 * @example
 * toConnector(walletConnect, 'eip155') // { id: 'walletConnect', type: 'WALLET_CONNECT', … }
 */
export function toConnector(
  walletConnect: WalletConnectConnector,
  chain: ChainNamespace,
): Connector {
  return {
    id: walletConnect.id,
    name: walletConnect.name,
    type: 'WALLET_CONNECT',
    chain,
    ...(walletConnect.imageUrl && { imageUrl: walletConnect.imageUrl }),
  }
}
