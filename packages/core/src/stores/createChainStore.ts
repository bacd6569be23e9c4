import type { CaipNetwork, ChainNamespace } from '@portico/common'
import { createStore } from 'zustand/vanilla'
import type { ChainState, ChainStore, NetworkState } from '../types/ChainState'

function emptyNetworkState(requested: readonly CaipNetwork[]): NetworkState {
  return {
    caipNetwork: requested[0],
    requestedCaipNetworks: requested,
    approvedCaipNetworkIds: [],
    supportsAllNetworks: true,
    smartAccountEnabledNetworks: [],
  }
}

/**
 * Active namespace and network, and each namespace's network state. Every namespace of
 * `networks` starts on its first network; `active` is made active.
 * @example
 * const chain = createChainStore({ networks: [mainnet, base], active: base })
 * chain.getState().activeCaipNetwork?.id // 8453
 */
export function createChainStore(params: {
  networks: readonly CaipNetwork[]
  active: CaipNetwork
}): ChainStore {
  const networks: Partial<Record<ChainNamespace, NetworkState>> = {}
  for (const network of params.networks) {
    const ns = network.chainNamespace
    networks[ns] ??= emptyNetworkState(params.networks.filter((n) => n.chainNamespace === ns))
  }
  const activeNs = params.active.chainNamespace
  networks[activeNs] = {
    ...(networks[activeNs] ?? emptyNetworkState([params.active])),
    caipNetwork: params.active,
  }

  return createStore<ChainState>()((set, get) => {
    const patchNetwork = (ns: ChainNamespace, patch: Partial<NetworkState>) => {
      const current = get().networks[ns] ?? emptyNetworkState([])
      set({ networks: { ...get().networks, [ns]: { ...current, ...patch } } })
    }
    return {
      activeNamespace: activeNs,
      activeCaipNetwork: params.active,
      networks,
      setActiveNetwork(caipNetwork) {
        patchNetwork(caipNetwork.chainNamespace, { caipNetwork })
        set({ activeNamespace: caipNetwork.chainNamespace, activeCaipNetwork: caipNetwork })
      },
      setActiveNamespace(namespace) {
        set({
          activeNamespace: namespace,
          activeCaipNetwork: get().networks[namespace]?.caipNetwork,
        })
      },
      setNetworkState: patchNetwork,
      resetNetwork(namespace) {
        patchNetwork(namespace, {
          approvedCaipNetworkIds: [],
          supportsAllNetworks: true,
          smartAccountEnabledNetworks: [],
        })
      },
    }
  })
}
