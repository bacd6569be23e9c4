import type { CaipNetwork, CaipNetworkId } from '@portico/common'
import { unlistedNetworkOf } from '@portico/core'
import { type ComputedRef, computed } from 'vue'
import { storeRef } from './storeRef'
import { useActiveNamespace } from './useActiveNamespace'
import { usePorticoClient } from './usePorticoClient'

/**
 * The active network as refs, the app's networks and a way to switch.
 * @example
 * const { caipNetwork, networks, switchNetwork } = useNetwork()
 */
export type UseNetworkReturn = {
  caipNetwork: ComputedRef<CaipNetwork | undefined>
  caipNetworkId: ComputedRef<CaipNetworkId | undefined>
  /** Chain reference of the active network (a number on eip155). */
  chainId: ComputedRef<number | string | undefined>
  /** Every network the app configured. */
  networks: readonly CaipNetwork[]
  /** Make a network active; asks the wallet to switch when connected. */
  switchNetwork(network: CaipNetwork): Promise<void>
  /**
   * The connected wallet is on a network the app does not list: `caipNetwork` is then the last
   * listed one, not where the wallet is.
   */
  isUnsupported: ComputedRef<boolean>
  /** The unlisted network the wallet is on, while `isUnsupported`. */
  walletCaipNetworkId: ComputedRef<CaipNetworkId | undefined>
}

/**
 * The active network and `switchNetwork`, and whether the connected wallet sits on a network
 * the app does not list.
 * @example
 * const { caipNetwork, networks, switchNetwork } = useNetwork()
 * await switchNetwork(networks[1])
 */
export function useNetwork(): UseNetworkReturn {
  const client = usePorticoClient()
  const caipNetwork = storeRef(client.stores.chain, (s) => s.activeCaipNetwork)
  const namespace = useActiveNamespace()
  const accounts = storeRef(client.stores.account, (s) => s.accounts)
  const statuses = storeRef(client.stores.connection, (s) => s.status)
  const unlisted = computed(() =>
    statuses.value[namespace.value] === 'connected'
      ? unlistedNetworkOf(accounts.value[namespace.value]?.caipAddress, client.options.networks)
      : undefined,
  )
  return {
    caipNetwork: computed(() => caipNetwork.value),
    caipNetworkId: computed(() => caipNetwork.value?.caipNetworkId),
    chainId: computed(() => caipNetwork.value?.id),
    networks: client.options.networks,
    switchNetwork: (network) => client.switchNetwork(network),
    isUnsupported: computed(() => unlisted.value !== undefined),
    walletCaipNetworkId: unlisted,
  }
}
