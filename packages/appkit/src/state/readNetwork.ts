import type { CaipNetwork, CaipNetworkId } from '@portico/common'
import type { Portico } from '@portico/core'

/**
 * The active network in AppKit's shape (`useAppKitNetwork`, `subscribeNetwork`).
 * @example
 * const { chainId, caipNetworkId }: AppKitNetworkState = appKit.getNetwork()
 */
export type AppKitNetworkState = {
  caipNetwork: CaipNetwork | undefined
  /** Chain reference: a number on eip155. */
  chainId: number | string | undefined
  caipNetworkId: CaipNetworkId | undefined
}

/**
 * Reads the active network from Portico's chain store.
 * @example
 * readNetwork(portico).caipNetworkId // 'eip155:31337'
 */
export function readNetwork(portico: Portico): AppKitNetworkState {
  const caipNetwork = portico.stores.chain.getState().activeCaipNetwork
  return { caipNetwork, chainId: caipNetwork?.id, caipNetworkId: caipNetwork?.caipNetworkId }
}
