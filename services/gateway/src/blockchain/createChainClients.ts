import { type Logger, type Metrics, silentLogger } from '@portico/server'
import { createPublicClient, defineChain, http, type PublicClient } from 'viem'
import type { ChainConfig } from '../config/gatewayConfigSchema'
import { createUpstreamFetch } from '../upstream/createUpstreamFetch'
import { createUpstreamMetrics } from '../upstream/createUpstreamMetrics'

/**
 * One viem public client per configured chain, keyed by CAIP-2 id. Calls made in the same tick
 * are sent as JSON-RPC batches (of the chain's `upstream.maxBatchSize`: nodes answer the items of
 * one batch in turn, so a few concurrent batches of 50 fetch a range of blocks about twice as fast
 * as one big batch on anvil), which the indexer relies on to fetch many blocks at once. Every
 * request goes through the chain's {@link createUpstreamFetch}: pacing, 429 back-off, batch
 * splitting and a circuit breaker, in `metrics` when given.
 * @example
 * const clients = createChainClients(config.chains, { logger, metrics })
 * await clients.get('eip155:31337')?.getBlockNumber()
 */
export function createChainClients(
  chains: readonly ChainConfig[],
  options: { logger?: Logger; metrics?: Metrics } = {},
): Map<string, PublicClient> {
  const upstreamMetrics = options.metrics && createUpstreamMetrics(options.metrics)
  return new Map(
    chains.map((chain) => [
      `eip155:${chain.chainId}`,
      createPublicClient({
        // Offchain (EIP-3668) lookups are made by the name readers with their own limits; viem's
        // would fetch whatever URL a contract names.
        ccipRead: false,
        // Knowing the chain id lets the SIWX verifier pick the client without asking the node.
        chain: defineChain({
          id: chain.chainId,
          name: chain.name,
          nativeCurrency: chain.nativeCurrency,
          rpcUrls: { default: { http: [chain.rpcUrl] } },
        }),
        transport: http(chain.rpcUrl, {
          batch: { batchSize: chain.upstream.maxBatchSize },
          timeout: 10_000,
          retryCount: 1,
          fetchFn: createUpstreamFetch({
            chainId: `eip155:${chain.chainId}`,
            config: chain.upstream,
            logger: options.logger ?? silentLogger,
            metrics: upstreamMetrics,
          }),
        }),
      }),
    ]),
  )
}
