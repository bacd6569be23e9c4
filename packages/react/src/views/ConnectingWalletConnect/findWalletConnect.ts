import type { Connector, Portico } from '@portico/core'
import { getWalletConnect, type WalletConnectConnector } from '@portico/walletconnect'

/**
 * The client's WalletConnect entry (type WALLET_CONNECT) and, when its adapter was made by
 * `@portico/walletconnect`, the connector behind it.
 * @example
 * findWalletConnect(client)?.walletConnect?.prepare('provider')
 */
export function findWalletConnect(
  client: Portico,
): { connector: Connector; walletConnect: WalletConnectConnector | undefined } | undefined {
  const connector = client.stores.connectors
    .getState()
    .connectors.find((candidate) => candidate.type === 'WALLET_CONNECT')
  if (!connector) return undefined
  return { connector, walletConnect: getWalletConnect(client.getAdapter(connector.chain)) }
}
