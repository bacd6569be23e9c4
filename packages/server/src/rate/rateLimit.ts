import type { Context, Env, MiddlewareHandler } from 'hono'
import type { Metrics } from '../metrics/createMetrics'
import type { RateLimiter } from './RateLimiter'

/**
 * Middleware taking one token from `limiter` per request under `key(c)`. A refusal is counted
 * in `portico_rate_limit_refusals_total{limiter: name}` and answered by `refuse` (which throws
 * the service's error, or returns its response) with the seconds to wait for `Retry-After`.
 * @example
 * app.use('/v1/siwx/*', rateLimit({ name: 'siwx', limiter, key: (c) => clientAddressKey(clientIp(c)), metrics, refuse: (_c, wait) => { throw new GatewayError('RATE_LIMITED', { headers: { 'Retry-After': String(wait) } }) } }))
 */
export function rateLimit<E extends Env = Env>(options: {
  name: string
  limiter: RateLimiter
  key: (c: Context<E>) => string
  metrics?: Metrics | undefined
  refuse: (c: Context<E>, retryAfterSeconds: number) => Response | Promise<Response>
}): MiddlewareHandler<E> {
  return async (c, next) => {
    const decision = await options.limiter.take(options.key(c))
    if (decision.allowed) return next()
    options.metrics?.rateLimitRefusals.inc({ limiter: options.name })
    return options.refuse(c, decision.retryAfterSeconds)
  }
}
