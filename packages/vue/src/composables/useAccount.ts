import type { CaipAddress, ChainNamespace, ConnectionStatus } from '@portico/common'
import type { ConnectedWalletInfo } from '@portico/core'
import { type ComputedRef, computed, type MaybeRefOrGetter } from 'vue'
import { storeRef } from './storeRef'
import { useActiveNamespace } from './useActiveNamespace'
import { usePorticoClient } from './usePorticoClient'

/**
 * The connected account of one namespace, as refs.
 * @example
 * const { isConnected, address, balance, balanceSymbol } = useAccount()
 */
export type UseAccountReturn = {
  namespace: ComputedRef<ChainNamespace>
  address: ComputedRef<string | undefined>
  caipAddress: ComputedRef<CaipAddress | undefined>
  status: ComputedRef<ConnectionStatus>
  isConnected: ComputedRef<boolean>
  /** Native balance in whole units as a decimal string, once fetched. */
  balance: ComputedRef<string | undefined>
  balanceSymbol: ComputedRef<string | undefined>
  /** Id of the connector in use. */
  connectorId: ComputedRef<string | undefined>
  /** Name and icon of the connected wallet. */
  walletInfo: ComputedRef<ConnectedWalletInfo | undefined>
}

/**
 * The account of the active namespace (or of `namespace`), following the connection.
 * @example
 * const { address, status } = useAccount()
 * watch(status, (now) => console.log(now, address.value))
 */
export function useAccount(
  options: { namespace?: MaybeRefOrGetter<ChainNamespace | undefined> } = {},
): UseAccountReturn {
  const client = usePorticoClient()
  const namespace = useActiveNamespace(options.namespace)
  const accounts = storeRef(client.stores.account, (s) => s.accounts)
  const statuses = storeRef(client.stores.connection, (s) => s.status)
  const connectorIds = storeRef(client.stores.connectors, (s) => s.activeConnectorIds)
  const account = computed(() => accounts.value[namespace.value])
  const status = computed(() => statuses.value[namespace.value] ?? 'disconnected')
  const address = computed(() => account.value?.address)
  return {
    namespace,
    address,
    caipAddress: computed(() => account.value?.caipAddress),
    status,
    isConnected: computed(() => status.value === 'connected' && address.value !== undefined),
    balance: computed(() => account.value?.balance),
    balanceSymbol: computed(() => account.value?.balanceSymbol),
    connectorId: computed(() => connectorIds.value[namespace.value]),
    walletInfo: computed(() => account.value?.connectedWalletInfo),
  }
}
