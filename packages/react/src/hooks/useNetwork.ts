import type { CaipNetwork, CaipNetworkId } from '@portico/common'
import { useCallback } from 'react'
import { usePorticoClient } from './usePorticoClient'
import { useStoreValue } from './useStoreValue'

/**
 * The active network, the app's networks and a way to switch.
 * @example
 * const { caipNetwork, networks, switchNetwork } = useNetwork()
 */
export type UseNetworkReturn = {
  caipNetwork: CaipNetwork | undefined
  caipNetworkId: CaipNetworkId | undefined
  /** Chain reference of the active network (a number on eip155). */
  chainId: number | string | undefined
  /** Every network the app configured. */
  networks: readonly CaipNetwork[]
  /** Make a network active; asks the wallet to switch when connected. */
  switchNetwork(network: CaipNetwork): Promise<void>
}

/**
 * The active network and `switchNetwork`, re-rendering when the network changes.
 * @example
 * const { caipNetwork, networks, switchNetwork } = useNetwork()
 * return <button onClick={() => switchNetwork(networks[1]!)}>{caipNetwork?.name}</button>
 */
export function useNetwork(): UseNetworkReturn {
  const client = usePorticoClient()
  const caipNetwork = useStoreValue(client.stores.chain, (s) => s.activeCaipNetwork)
  const switchNetwork = useCallback(
    (network: CaipNetwork) => client.switchNetwork(network),
    [client],
  )
  return {
    caipNetwork,
    caipNetworkId: caipNetwork?.caipNetworkId,
    chainId: caipNetwork?.id,
    networks: client.options.networks,
    switchNetwork,
  }
}
