import type { Clock } from '@portico/server'
import type { Context } from 'hono'
import { GatewayError } from '../errors/GatewayError'
import type { ConvertChain, SwapToken } from './ConvertChain'
import type { PairReader } from './createPairReader'
import { createTtlCache } from './createTtlCache'
import { createV3PoolReader, type V3PoolReader } from './createV3PoolReader'
import { resolveSwapToken } from './resolveSwapToken'

/**
 * What the swap routes share: the chains with a router, the V2 reserve and V3 pool readers,
 * cached gas prices,
 * node reads that fail as `UPSTREAM_UNAVAILABLE`, and the two ends of a swap checked.
 * @example
 * const { chain, from, to } = context.swapPair(query.from, query.to)
 */
export type ConvertContext = Omit<ConvertDeps, 'reserveCacheMs'> & {
  /** The chains' Uniswap V3 pools, kept as long as the reserves. */
  v3Pools: V3PoolReader
  /** The chain's gas price, reused for the reserve cache time. */
  gasPriceOf: (chain: ConvertChain) => () => Promise<bigint>
  /** Runs a node read; its failure is `503 UPSTREAM_UNAVAILABLE` naming the chain. */
  upstream: <T>(chain: ConvertChain, read: () => Promise<T>) => Promise<T>
  /** Both ends of a swap on one chain with a router, and not the same token. */
  swapPair: (
    fromId: string,
    toId: string,
  ) => { chain: ConvertChain; from: SwapToken; to: SwapToken }
}

/**
 * What the swap routes are made of: the chains with a router, the V2 reserve reader, the clock,
 * how long node reads are reused, the price impact refused and the gateway's public URL.
 * @example
 * const deps: ConvertDeps = { chains, pairs, clock, reserveCacheMs: 2_000, maxPriceImpactPercent: 50, baseUrl }
 */
export type ConvertDeps = {
  chains: ReadonlyMap<string, ConvertChain>
  pairs: PairReader
  clock: Clock
  /** Gas prices and V3 pool prices are reused this long, like reserves. */
  reserveCacheMs: number
  maxPriceImpactPercent: number
  /** Where this gateway's token images are served, for the caller. */
  baseUrl: (c: Context) => string
}

/**
 * Builds the {@link ConvertContext} of the swap routes.
 * @example
 * const context = createConvertContext({ chains, pairs, clock, reserveCacheMs: 2_000, maxPriceImpactPercent: 50, baseUrl })
 */
export function createConvertContext(deps: ConvertDeps): ConvertContext {
  const { chains, clock, pairs, maxPriceImpactPercent, baseUrl, reserveCacheMs } = deps
  const gasPrices = createTtlCache<bigint>(clock)
  return {
    chains,
    pairs,
    clock,
    maxPriceImpactPercent,
    baseUrl,
    v3Pools: createV3PoolReader({ clock, ttlMs: reserveCacheMs }),
    gasPriceOf: (chain) => () =>
      gasPrices.get(chain.caip2, reserveCacheMs, () => chain.client.getGasPrice()),
    upstream: async (chain, read) => {
      try {
        return await read()
      } catch (cause) {
        throw new GatewayError('UPSTREAM_UNAVAILABLE', { cause, details: chain.caip2 })
      }
    },
    swapPair: (fromId, toId) => {
      const { chain, token: from } = resolveSwapToken(chains, fromId, 'from')
      const { token: to } = resolveSwapToken(chains, toId, 'to', chain)
      if (from.pathAddress === to.pathAddress) {
        throw new GatewayError('INVALID_PARAMS', {
          message:
            "Invalid parameters 'from' and 'to': the same token (or the native token and WETH)",
        })
      }
      return { chain, from, to }
    },
  }
}
