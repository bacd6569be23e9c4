import type { Connector, Portico } from '@portico/core'
import { getWalletConnect, type WalletConnectConnector } from '@portico/walletconnect'

/**
 * The client's WalletConnect entry (type WALLET_CONNECT) of the active namespace (else the
 * first one): with one connector shared by several families, a connect from a Solana network
 * connects the solana namespace. When its adapter was made by `@portico/walletconnect`, also the
 * connector behind it.
 * @example
 * findWalletConnect(client)?.walletConnect?.prepare('provider')
 */
export function findWalletConnect(
  client: Portico,
): { connector: Connector; walletConnect: WalletConnectConnector | undefined } | undefined {
  const entries = client.stores.connectors
    .getState()
    .connectors.filter((candidate) => candidate.type === 'WALLET_CONNECT')
  const active = client.stores.chain.getState().activeNamespace
  const connector = entries.find((entry) => entry.chain === active) ?? entries[0]
  if (!connector) return undefined
  return { connector, walletConnect: getWalletConnect(client.getAdapter(connector.chain)) }
}
