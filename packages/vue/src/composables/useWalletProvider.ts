import type { ChainNamespace } from '@portico/common'
import { type ComputedRef, computed, type MaybeRefOrGetter } from 'vue'
import { storeRef } from './storeRef'
import { useActiveNamespace } from './useActiveNamespace'
import { usePorticoClient } from './usePorticoClient'

/**
 * The connected wallet's provider as a ref, with its namespace and connector.
 * @example
 * const { walletProvider } = useWalletProvider<Eip1193Provider>()
 */
export type UseWalletProviderReturn<P> = {
  /** EIP-1193 on eip155, wallet-standard elsewhere; undefined while disconnected. */
  walletProvider: ComputedRef<P | undefined>
  namespace: ComputedRef<ChainNamespace>
  connectorId: ComputedRef<string | undefined>
}

/**
 * The provider of the wallet connected on the active namespace (or `namespace`), for calls
 * Portico does not make itself.
 * @example
 * const { walletProvider } = useWalletProvider<Eip1193Provider>()
 * await walletProvider.value?.request({ method: 'eth_chainId' })
 */
export function useWalletProvider<P = unknown>(
  options: { namespace?: MaybeRefOrGetter<ChainNamespace | undefined> } = {},
): UseWalletProviderReturn<P> {
  const client = usePorticoClient()
  const namespace = useActiveNamespace(options.namespace)
  const connectorIds = storeRef(client.stores.connectors, (s) => s.activeConnectorIds)
  const statuses = storeRef(client.stores.connection, (s) => s.status)
  const connectorId = computed(() => connectorIds.value[namespace.value])
  const walletProvider = computed(() => {
    const id = connectorId.value
    if (!id || statuses.value[namespace.value] !== 'connected') return undefined
    return client.getAdapter(namespace.value)?.getWalletProvider({ connectorId: id }) as
      | P
      | undefined
  })
  return { walletProvider, namespace, connectorId }
}
