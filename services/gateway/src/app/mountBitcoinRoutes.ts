import type { Hono } from 'hono'
import { createBitcoinRoutes } from '../bitcoin/createBitcoinRoutes'
import type { AppEnv } from '../http/AppEnv'
import type { GatewayContext } from './GatewayContext'

/**
 * Mounts the Esplora-style Bitcoin routes of the configured nodes, under the Bitcoin bucket.
 * @example
 * mountBitcoinRoutes(app, context)
 */
export function mountBitcoinRoutes(app: Hono<AppEnv>, context: GatewayContext): void {
  app.route(
    '/',
    createBitcoinRoutes({
      nodes: context.bitcoinNodes,
      limiter: context.bitcoinLimiter,
      clientIp: context.clientIp,
      metrics: context.metrics,
    }),
  )
}
