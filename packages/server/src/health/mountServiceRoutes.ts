import type { Env, Hono } from 'hono'
import type { ClientIp } from '../http/ClientIp'
import { requestLogger } from '../http/requestLogger'
import type { Logger } from '../log/Logger'
import type { Metrics } from '../metrics/createMetrics'
import { metricsRoute } from '../metrics/metricsRoute'
import type { Health } from './createHealth'

/**
 * What every service app carries, mounted first so the request log sees every route:
 * the request log and latency histogram (`requestLogger`), `GET /metrics` (`metricsRoute`),
 * `GET /health/live` and `GET /health/ready` (`health`).
 * @example
 * const app = new Hono()
 * mountServiceRoutes(app, { logger, metrics, health, metricsToken: config.metricsToken, clientIp })
 */
export function mountServiceRoutes<E extends Env>(
  app: Hono<E>,
  options: {
    logger: Logger
    metrics: Metrics
    health: Health
    metricsToken?: string | undefined
    clientIp?: ClientIp | undefined
  },
): void {
  const { logger, metrics, health, clientIp } = options
  app.use('*', requestLogger({ logger, metrics, clientIp }))
  app.get('/metrics', metricsRoute({ metrics, token: options.metricsToken, clientIp }))
  app.get('/health/live', health.live)
  app.get('/health/ready', health.ready)
}
