import type { MiddlewareHandler } from 'hono'
import type { Logger } from '../log/Logger'
import type { Metrics } from '../metrics/createMetrics'
import type { ClientIp } from './ClientIp'
import { requestId } from './requestId'
import { routeLabel } from './routeLabel'
import { socketAddress } from './socketAddress'
import { truncateIp } from './truncateIp'

// Probes and scrapes come every few seconds: logged at debug so they do not drown the rest.
const QUIET = /^\/(health|metrics)(\/|$)/

/**
 * Middleware writing one log line per request, and observing it in the HTTP latency histogram
 * when `metrics` is given: request id (the incoming `X-Request-Id` when well-formed, else a new
 * one, echoed in the response header), method, route pattern, status, duration in ms and the
 * client's network (/24 for IPv4, /64 for IPv6). Paths, query strings, headers and bodies are
 * never logged: they carry login codes, tokens and key shares.
 * @example
 * app.use('*', requestLogger({ logger, metrics, clientIp }))
 */
export function requestLogger(options: {
  logger: Logger
  metrics?: Metrics | undefined
  clientIp?: ClientIp | undefined
}): MiddlewareHandler {
  const { logger, metrics } = options
  const clientIp = options.clientIp ?? socketAddress
  return async (c, next) => {
    const started = performance.now()
    const id = requestId(c.req.header('x-request-id'))
    await next()
    c.res.headers.set('x-request-id', id)
    const seconds = (performance.now() - started) / 1000
    const route = routeLabel(c)
    const status = c.res.status
    metrics?.httpDuration.observe({ route, method: c.req.method, status: String(status) }, seconds)
    const fields = {
      requestId: id,
      method: c.req.method,
      route,
      status,
      durationMs: Math.round(seconds * 100_000) / 100,
      client: truncateIp(clientIp(c), { v4Bits: 24, v6Bits: 64 }),
    }
    if (status >= 500) logger.error('request', fields)
    else if (QUIET.test(route)) logger.debug('request', fields)
    else logger.info('request', fields)
  }
}
