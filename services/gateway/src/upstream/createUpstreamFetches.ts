import { type Logger, type Metrics, silentLogger } from '@portico/server'
import type { ChainConfig } from '../config/gatewayConfigSchema'
import type { FetchFn } from './createRequestSender'
import { createUpstreamFetch } from './createUpstreamFetch'
import { createUpstreamMetrics } from './createUpstreamMetrics'

/**
 * One {@link createUpstreamFetch} per configured chain, keyed by CAIP-2 id, made once per
 * gateway: the chain clients (indexer, balances, prices) and the JSON-RPC proxy that forwards
 * visitors' calls share it, so both spend the one `callsPerSecond` budget of the chain's
 * provider plan, wait out its 429s together, learn its batch cap once and trip one circuit.
 * @example
 * const fetches = createUpstreamFetches(config.chains, { logger, metrics })
 * const clients = createChainClients(config.chains, { fetches })
 */
export function createUpstreamFetches(
  chains: readonly ChainConfig[],
  options: { logger?: Logger | undefined; metrics?: Metrics | undefined } = {},
): ReadonlyMap<string, FetchFn> {
  const metrics = options.metrics && createUpstreamMetrics(options.metrics)
  return new Map(
    chains.map((chain) => {
      const chainId = `eip155:${chain.chainId}`
      const fetch = createUpstreamFetch({
        chainId,
        config: chain.upstream,
        logger: options.logger ?? silentLogger,
        metrics,
      })
      return [chainId, fetch] as const
    }),
  )
}
