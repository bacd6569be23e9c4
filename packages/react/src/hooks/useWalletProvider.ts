import type { ChainNamespace } from '@portico/common'
import { useMemo } from 'react'
import { useActiveNamespace, usePorticoClient, useStoreValue } from './clientHooks'

/**
 * The connected wallet's raw provider.
 * @example
 * const { walletProvider } = useWalletProvider<Eip1193Provider>()
 */
export type UseWalletProviderReturn<P> = {
  /** EIP-1193 on eip155, wallet-standard elsewhere; undefined while disconnected. */
  walletProvider: P | undefined
  namespace: ChainNamespace
  connectorId: string | undefined
}

/**
 * The connected wallet's own provider, for libraries that want it (viem, ethers). The type
 * parameter is the caller's claim; Portico hands over what the adapter returns.
 * @example
 * const { walletProvider } = useWalletProvider<EIP1193Provider>()
 * await walletProvider?.request({ method: 'eth_chainId' })
 */
export function useWalletProvider<P = unknown>(
  options: { namespace?: ChainNamespace } = {},
): UseWalletProviderReturn<P> {
  const client = usePorticoClient()
  const namespace = useActiveNamespace(options.namespace)
  const connectorId = useStoreValue(
    client.stores.connectors,
    (s) => s.activeConnectorIds[namespace],
  )
  const status = useStoreValue(client.stores.connection, (s) => s.status[namespace])
  const walletProvider = useMemo(() => {
    if (!connectorId || status !== 'connected') return undefined
    return client.getAdapter(namespace)?.getWalletProvider({ connectorId }) as P | undefined
  }, [client, namespace, connectorId, status])
  return { walletProvider, namespace, connectorId }
}
