import { Hono } from 'hono'
import type { AppEnv } from '../http/AppEnv'
import { createConvertBuildRoutes } from './createConvertBuildRoutes'
import { type ConvertDeps, createConvertContext } from './createConvertContext'
import { createConvertReadRoutes } from './createConvertReadRoutes'

/**
 * The swap (convert) API of spec §7 over each chain's Uniswap V2 pairs, and its V3 pools where
 * the chain sets QuoterV2 and SwapRouter02 (then every swap goes through SwapRouter02), in the
 * shapes existing clients read (spec/api-shapes.md "Swap"): tokens, quotes, gas price,
 * allowance, approval and swap transactions. Chains without a router answer 'Network not
 * supported for Swaps' (gas price: '… for Gas Price').
 * @example
 * app.route('/', createConvertRoutes({ chains: convertChains, pairs, clock, reserveCacheMs: 2_000, maxPriceImpactPercent: 50, baseUrl }))
 */
export function createConvertRoutes(deps: ConvertDeps): Hono<AppEnv> {
  const context = createConvertContext(deps)
  const app = new Hono<AppEnv>()
  app.route('/', createConvertReadRoutes(context))
  app.route('/', createConvertBuildRoutes(context))
  return app
}
