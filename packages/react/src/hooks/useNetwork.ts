import type { CaipNetwork, CaipNetworkId } from '@portico/common'
import { unlistedNetworkOf } from '@portico/core'
import { useCallback } from 'react'
import { useActiveNamespace, usePorticoClient, useStoreValue } from './clientHooks'

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
  /**
   * The connected wallet is on a network the app does not list: `caipNetwork` is then the last
   * listed one, not where the wallet is.
   */
  isUnsupported: boolean
  /** The unlisted network the wallet is on, while `isUnsupported`. */
  walletCaipNetworkId: CaipNetworkId | undefined
}

/**
 * The active network and `switchNetwork`, re-rendering when the network changes, and whether
 * the connected wallet sits on a network the app does not list.
 * @example
 * const { caipNetwork, networks, switchNetwork } = useNetwork()
 * return <button onClick={() => switchNetwork(networks[1]!)}>{caipNetwork?.name}</button>
 */
export function useNetwork(): UseNetworkReturn {
  const client = usePorticoClient()
  const caipNetwork = useStoreValue(client.stores.chain, (s) => s.activeCaipNetwork)
  const namespace = useActiveNamespace()
  const caipAddress = useStoreValue(
    client.stores.account,
    (s) => s.accounts[namespace]?.caipAddress,
  )
  const connected = useStoreValue(
    client.stores.connection,
    (s) => s.status[namespace] === 'connected',
  )
  const unlisted = connected ? unlistedNetworkOf(caipAddress, client.options.networks) : undefined
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
    isUnsupported: unlisted !== undefined,
    walletCaipNetworkId: unlisted,
  }
}
