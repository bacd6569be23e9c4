import { enabledNetworks } from './enabledNetworks'
import type { SmartAccountState } from './SmartAccountState'

/**
 * Whether the chain has smart accounts; false when the gateway cannot say.
 * @example if (await isEnabled(state, 8453)) …
 */
export async function isEnabled(state: SmartAccountState, chainId: number) {
  try {
    return (await enabledNetworks(state)).includes(chainId)
  } catch {
    return false
  }
}
