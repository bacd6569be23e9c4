import { createHash, timingSafeEqual } from 'node:crypto'
import type { Handler } from 'hono'
import type { ClientIp } from '../http/ClientIp'
import { isLoopbackAddress } from '../http/isLoopbackAddress'
import { socketAddress } from '../http/socketAddress'
import type { Metrics } from './createMetrics'

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * `GET /metrics`: the Prometheus text of `metrics`. Open to clients on this machine (by the
 * service's client-address rule); any other client needs `Authorization: Bearer <token>`,
 * compared in constant time (401 without it), and without a token configured the route does
 * not exist for them (404).
 * @example
 * app.get('/metrics', metricsRoute({ metrics, token: config.metricsToken, clientIp }))
 */
export function metricsRoute(options: {
  metrics: Metrics
  token?: string | undefined
  clientIp?: ClientIp | undefined
}): Handler {
  const clientIp = options.clientIp ?? socketAddress
  const expected = options.token === undefined ? undefined : digest(options.token)
  return async (c) => {
    if (!isLoopbackAddress(clientIp(c))) {
      if (!expected) return c.json({ code: 'NOT_FOUND', message: 'Not found' }, 404)
      const offered = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1]
      if (offered === undefined || !timingSafeEqual(digest(offered), expected)) {
        c.header('WWW-Authenticate', 'Bearer')
        return c.json({ code: 'UNAUTHORIZED', message: 'Unauthorized' }, 401)
      }
    }
    return c.body(await options.metrics.render(), 200, {
      'Content-Type': options.metrics.contentType,
    })
  }
}
