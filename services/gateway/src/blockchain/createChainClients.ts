import type { Logger, Metrics } from '@portico/server'
import { createPublicClient, defineChain, http, type PublicClient } from 'viem'
import type { ChainConfig } from '../config/gatewayConfigSchema'
import type { FetchFn } from '../upstream/createRequestSender'
import { createUpstreamFetches } from '../upstream/createUpstreamFetches'

/**
 * One viem public client per configured chain, keyed by CAIP-2 id. Calls made in the same tick
 * are sent as JSON-RPC batches (of the chain's `upstream.maxBatchSize`: nodes answer the items of
 * one batch in turn, so a few concurrent batches of 50 fetch a range of blocks about twice as fast
 * as one big batch on anvil), which the indexer relies on to fetch many blocks at once. Every
 * request goes through the chain's {@link createUpstreamFetch}: pacing, 429 back-off, batch
 * splitting and a circuit breaker, in `metrics` when given; `fetches` (from
 * {@link createUpstreamFetches}) when the gateway shares them with its JSON-RPC proxy.
 * @example
 * const clients = createChainClients(config.chains, { logger, metrics })
 * await clients.get('eip155:31337')?.getBlockNumber()
 */
export function createChainClients(
  chains: readonly ChainConfig[],
  options: { logger?: Logger; metrics?: Metrics; fetches?: ReadonlyMap<string, FetchFn> } = {},
): Map<string, PublicClient> {
  const fetches = options.fetches ?? createUpstreamFetches(chains, options)
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
          fetchFn: fetches.get(`eip155:${chain.chainId}`),
        }),
      }),
    ]),
  )
}
