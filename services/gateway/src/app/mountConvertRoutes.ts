import type { Hono } from 'hono'
import { createConvertRoutes } from '../convert/createConvertRoutes'
import type { AppEnv } from '../http/AppEnv'
import { requestBaseUrl } from '../http/requestBaseUrl'
import type { GatewayContext } from './GatewayContext'

/**
 * Mounts the swaps over Uniswap V2 (`/v1/convert/*`), quoting from the shared reserve cache.
 * @example
 * mountConvertRoutes(app, context)
 */
export function mountConvertRoutes(app: Hono<AppEnv>, context: GatewayContext): void {
  const { config } = context
  app.route(
    '/',
    createConvertRoutes({
      chains: context.convertChains,
      pairs: context.pairs,
      clock: context.clock,
      reserveCacheMs: config.reserveCacheMs,
      maxPriceImpactPercent: config.maxPriceImpactPercent,
      baseUrl: requestBaseUrl(config.publicUrl),
    }),
  )
}
