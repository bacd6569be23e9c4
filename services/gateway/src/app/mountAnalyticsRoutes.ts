import type { Hono } from 'hono'
import { createAnalyticsRoutes } from '../analytics/createAnalyticsRoutes'
import type { AppEnv } from '../http/AppEnv'
import type { GatewayContext } from './GatewayContext'

/**
 * Mounts the analytics intake (`/e`, `/batch`) with its own bucket per client.
 * @example
 * mountAnalyticsRoutes(app, context)
 */
export function mountAnalyticsRoutes(app: Hono<AppEnv>, context: GatewayContext): void {
  const { config, db, clock, clientIp, metrics } = context
  app.route(
    '/',
    createAnalyticsRoutes({
      db,
      clock,
      limiter: context.limiter('analytics', config.analytics),
      maxEventsPerCall: config.analytics.capacity,
      clientIp,
      metrics,
    }),
  )
}
