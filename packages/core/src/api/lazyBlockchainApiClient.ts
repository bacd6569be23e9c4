import { forwardCalls } from '../utils/forwardCalls'
import type { BlockchainApiClient } from './createBlockchainApiClient'

/** Every method of {@link BlockchainApiClient}: a missing one fails the type of the client. */
const METHODS = [
  'getSupportedChains',
  'isNetworkSupported',
  'getIdentity',
  'getBalance',
  'getHistory',
  'getNfts',
  'getFungiblePrice',
] as const satisfies readonly (keyof BlockchainApiClient)[]

/**
 * A {@link BlockchainApiClient} whose implementation (and its response schemas) is fetched on
 * the first call: every method waits for `load`, then calls the loaded client.
 * @example
 * const blockchain = lazyBlockchainApiClient(async () =>
 *   (await import('./createBlockchainApiClient')).createBlockchainApiClient(config),
 * )
 */
export function lazyBlockchainApiClient(
  load: () => Promise<BlockchainApiClient>,
): BlockchainApiClient {
  return forwardCalls(load, METHODS)
}
