import { createPublicClient, defineChain, http, type PublicClient } from 'viem'
import type { ChainConfig } from '../config/gatewayConfigSchema'

// Calls per JSON-RPC batch: nodes answer the items of one batch in turn, so a few concurrent
// batches of 50 fetch a range of blocks about twice as fast as one big batch (anvil, measured).
const RPC_BATCH_SIZE = 50

/**
 * One viem public client per configured chain, keyed by CAIP-2 id. Calls made in the same tick
 * are sent as JSON-RPC batches, which the indexer relies on to fetch many blocks at once.
 * @example
 * const clients = createChainClients(config.chains)
 * await clients.get('eip155:31337')?.getBlockNumber()
 */
export function createChainClients(chains: readonly ChainConfig[]): Map<string, PublicClient> {
  return new Map(
    chains.map((chain) => [
      `eip155:${chain.chainId}`,
      createPublicClient({
        // Knowing the chain id lets the SIWX verifier pick the client without asking the node.
        chain: defineChain({
          id: chain.chainId,
          name: chain.name,
          nativeCurrency: chain.nativeCurrency,
          rpcUrls: { default: { http: [chain.rpcUrl] } },
        }),
        transport: http(chain.rpcUrl, {
          batch: { batchSize: RPC_BATCH_SIZE },
          timeout: 10_000,
          retryCount: 1,
        }),
      }),
    ]),
  )
}
