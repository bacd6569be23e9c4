import {
  type ClientIp,
  type Health,
  type Logger,
  type Metrics,
  mountServiceRoutes,
} from '@portico/server'
import { Hono } from 'hono'

/**
 * Plain HTTP on the relay port: the foundation's `/metrics`, `/health/live` and
 * `/health/ready`, `GET /health` (200 while the process runs, for older probes); everything
 * else is told to upgrade to WebSocket (426).
 * @example
 * const server = createServer(getRequestListener(createRelayHttpApp({ logger, metrics, health, clientIp }).fetch))
 */
export function createRelayHttpApp(deps: {
  logger: Logger
  metrics: Metrics
  health: Health
  clientIp: ClientIp
  metricsToken?: string | undefined
}): Hono {
  const app = new Hono()
  mountServiceRoutes(app, deps)
  app.get('/health', (c) => c.json({ status: 'ok' }))
  app.all('*', (c) => c.text('Upgrade Required', 426, { upgrade: 'websocket' }))
  return app
}
