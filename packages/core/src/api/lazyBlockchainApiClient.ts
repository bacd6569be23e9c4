import type { BlockchainApiClient } from './createBlockchainApiClient'

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
  return {
    getSupportedChains: async (options) => (await load()).getSupportedChains(options),
    isNetworkSupported: async (chainId) => (await load()).isNetworkSupported(chainId),
    getIdentity: async (params, options) => (await load()).getIdentity(params, options),
    getBalance: async (params, options) => (await load()).getBalance(params, options),
    getHistory: async (params, options) => (await load()).getHistory(params, options),
    getNfts: async (params, options) => (await load()).getNfts(params, options),
    getFungiblePrice: async (params, options) => (await load()).getFungiblePrice(params, options),
  }
}
