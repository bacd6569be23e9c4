import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '@portico/common'
import type { StoreApi } from 'zustand/vanilla'

/**
 * Network facts of one namespace (spec §3 Network state).
 * @example
 * const ns: NetworkState = { caipNetwork, requestedCaipNetworks: [caipNetwork], approvedCaipNetworkIds: [], supportsAllNetworks: true, smartAccountEnabledNetworks: [] }
 */
export type NetworkState = {
  /** The network selected for this namespace. */
  caipNetwork: CaipNetwork | undefined
  /** The app's networks of this namespace. */
  requestedCaipNetworks: readonly CaipNetwork[]
  /** Networks the connected wallet approved (WalletConnect sessions); empty = unknown. */
  approvedCaipNetworkIds: readonly CaipNetworkId[]
  /** The wallet can switch to any requested network. */
  supportsAllNetworks: boolean
  /** Chain ids where the embedded wallet offers smart accounts. */
  smartAccountEnabledNetworks: readonly number[]
}

/**
 * Which namespace and network are active, and each namespace's network state.
 * @example
 * const network = portico.stores.chain.getState().activeCaipNetwork
 */
export type ChainState = {
  activeNamespace: ChainNamespace | undefined
  activeCaipNetwork: CaipNetwork | undefined
  networks: Partial<Record<ChainNamespace, NetworkState>>
  /** Make `caipNetwork` active (and its namespace). Does not talk to the wallet. */
  setActiveNetwork(caipNetwork: CaipNetwork): void
  setActiveNamespace(namespace: ChainNamespace): void
  setNetworkState(namespace: ChainNamespace, patch: Partial<NetworkState>): void
  /** Forget what the wallet approved for `namespace` (on disconnect); keeps the selection. */
  resetNetwork(namespace: ChainNamespace): void
}

/**
 * The chain (network) store.
 * @example
 * portico.stores.chain.subscribe((s) => console.log(s.activeCaipNetwork?.name))
 */
export type ChainStore = StoreApi<ChainState>
