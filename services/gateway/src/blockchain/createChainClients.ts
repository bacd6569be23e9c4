import { createPublicClient, http, type PublicClient } from 'viem'
import type { ChainConfig } from '../config/gatewayConfigSchema'

/**
 * One viem public client per configured chain, keyed by CAIP-2 id. Calls made in the same tick
 * share one JSON-RPC batch, which the indexer relies on to fetch many blocks at once.
 * @example
 * const clients = createChainClients(config.chains)
 * await clients.get('eip155:31337')?.getBlockNumber()
 */
export function createChainClients(chains: readonly ChainConfig[]): Map<string, PublicClient> {
  return new Map(
    chains.map((chain) => [
      `eip155:${chain.chainId}`,
      createPublicClient({
        transport: http(chain.rpcUrl, {
          batch: { batchSize: 1000 },
          timeout: 10_000,
          retryCount: 1,
        }),
      }),
    ]),
  )
}
