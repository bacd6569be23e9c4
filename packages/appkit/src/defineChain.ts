import type { CaipNetwork } from '@portico/common'
import { BaseError } from '@portico/common'

/**
 * A custom network for `networks`, as AppKit's `defineChain` takes it: the viem chain fields
 * plus `caipNetworkId` and `chainNamespace`. Throws when the CAIP-2 id does not match them.
 * @example
 * const devnet = defineChain({
 *   id: 31337, caipNetworkId: 'eip155:31337', chainNamespace: 'eip155', name: 'Devnet',
 *   nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
 *   rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
 * })
 */
export function defineChain<const N extends CaipNetwork>(network: N): N {
  if (network.caipNetworkId !== `${network.chainNamespace}:${network.id}`) {
    throw new BaseError(`caipNetworkId ${network.caipNetworkId} does not match the network`, {
      details: `Expected ${network.chainNamespace}:${network.id}`,
    })
  }
  return network
}
