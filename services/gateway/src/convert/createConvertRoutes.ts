import type { Clock } from '@portico/server'
import type { Context } from 'hono'
import { Hono } from 'hono'
import type { AppEnv } from '../http/AppEnv'
import type { ConvertChain } from './ConvertChain'
import { createConvertBuildRoutes } from './createConvertBuildRoutes'
import { createConvertContext } from './createConvertContext'
import { createConvertReadRoutes } from './createConvertReadRoutes'
import type { PairReader } from './createPairReader'

/**
 * The swap (convert) API of spec §7 over each chain's Uniswap V2 pairs, and its V3 pools where
 * the chain sets QuoterV2 and SwapRouter02 (then every swap goes through SwapRouter02), in the
 * shapes existing clients read (spec/api-shapes.md "Swap"): tokens, quotes, gas price,
 * allowance, approval and swap transactions. Chains without a router answer 'Network not
 * supported for Swaps' (gas price: '… for Gas Price').
 * @example
 * app.route('/', createConvertRoutes({ chains: convertChains, pairs, clock, reserveCacheMs: 2_000, maxPriceImpactPercent: 50, baseUrl }))
 */
export function createConvertRoutes(deps: {
  chains: ReadonlyMap<string, ConvertChain>
  pairs: PairReader
  clock: Clock
  /** Gas prices and V3 pool prices are reused this long, like reserves. */
  reserveCacheMs: number
  maxPriceImpactPercent: number
  /** Where this gateway's token images are served, for the caller. */
  baseUrl: (c: Context) => string
}): Hono<AppEnv> {
  const context = createConvertContext(deps)
  const app = new Hono<AppEnv>()
  app.route('/', createConvertReadRoutes(context))
  app.route('/', createConvertBuildRoutes(context))
  return app
}
