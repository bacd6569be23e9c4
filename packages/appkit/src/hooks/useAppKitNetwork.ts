import type { AppKitNetwork } from '../options/AppKitOptions'
import type { AppKitNetworkState } from '../state/readNetwork'
import { readNetwork } from '../state/readNetwork'
import { useAppKitValue } from './useAppKitValue'

/**
 * What {@link useAppKitNetwork} returns.
 * @example
 * const { chainId, switchNetwork }: UseAppKitNetworkReturn = useAppKitNetwork()
 */
export type UseAppKitNetworkReturn = AppKitNetworkState & {
  /** Make a network active; asks the wallet to switch when connected. */
  switchNetwork(network: AppKitNetwork): Promise<void>
}

/**
 * The active network (caipNetwork, chainId, caipNetworkId) and switchNetwork.
 * @example
 * const { caipNetwork, switchNetwork } = useAppKitNetwork()
 * await switchNetwork(base)
 */
export function useAppKitNetwork(): UseAppKitNetworkReturn {
  const network = useAppKitValue((appKit) => readNetwork(appKit.portico))
  const switchNetwork = useAppKitValue((appKit) => appKit.switchNetwork)
  return { ...network, switchNetwork }
}
