import type { ChainNamespace } from '@portico/common'
import type { Portico } from '@portico/core'
import { activeNamespace } from './activeNamespace'

/**
 * The connected wallet's provider and its connector type, as `useAppKitProvider` reports them.
 * @example
 * const { walletProvider, walletProviderType }: AppKitWalletProvider<Eip1193Provider> = useAppKitProvider('eip155')
 */
export type AppKitWalletProvider<P = unknown> = {
  /** EIP-1193 on eip155; undefined while disconnected. */
  walletProvider: P | undefined
  /** The connector's type: 'ANNOUNCED', 'INJECTED', 'WALLET_CONNECT', 'AUTH'… */
  walletProviderType: string | undefined
}

/**
 * Reads the provider of the wallet connected on `namespace` (default: the active one).
 * @example
 * readWalletProvider(portico, 'eip155').walletProvider
 */
export function readWalletProvider<P = unknown>(
  portico: Portico,
  namespace?: ChainNamespace,
): AppKitWalletProvider<P> {
  const ns = activeNamespace(portico, namespace)
  const { activeConnectorIds, connectors } = portico.stores.connectors.getState()
  const connectorId = activeConnectorIds[ns]
  const connected = portico.stores.connection.getState().status[ns] === 'connected'
  if (!connectorId || !connected)
    return { walletProvider: undefined, walletProviderType: undefined }
  const walletProvider = portico.getAdapter(ns)?.getWalletProvider({ connectorId }) as P | undefined
  const type = connectors.find((c) => c.id === connectorId && c.chain === ns)?.type
  return { walletProvider, walletProviderType: type }
}
