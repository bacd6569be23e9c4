import { type Metrics, type RateLimiter, rateLimit } from '@portico/server'
import type { Context, MiddlewareHandler } from 'hono'
import { GatewayError } from '../errors/GatewayError'
import type { AppEnv } from './AppEnv'

/**
 * The foundation's rate-limit middleware with the gateway's answer: one token from `limiter`
 * per request under `key(c)`; an empty bucket ends the request in `429 RATE_LIMITED` with
 * `Retry-After`, counted under `name` in `portico_rate_limit_refusals_total`.
 * @example
 * app.use('/v1/siwx/*', gatewayRateLimit({ name: 'siwx', limiter, key: (c) => clientAddressKey(clientIp(c)), metrics }))
 */
export function gatewayRateLimit(options: {
  name: string
  limiter: RateLimiter
  key: (c: Context<AppEnv>) => string
  metrics?: Metrics | undefined
}): MiddlewareHandler<AppEnv> {
  return rateLimit<AppEnv>({
    ...options,
    refuse: (_c, retryAfterSeconds) => {
      throw new GatewayError('RATE_LIMITED', {
        headers: { 'Retry-After': String(retryAfterSeconds) },
      })
    },
  })
}
