import type { Context, MiddlewareHandler } from 'hono'
import { GatewayError } from '../errors/GatewayError'
import type { AppEnv } from './AppEnv'
import type { RateLimiter } from './createRateLimiter'
import { truncateIp } from './truncateIp'

/**
 * The rate-limit key of one client: its whole IPv4 address, or the /64 an IPv6 host picks its
 * addresses from (so rotating addresses inside it does not give fresh buckets).
 * @example
 * clientKeyOf('2001:db8:1:2::7') // '2001:db8:1:2::'
 */
export function clientKeyOf(ip: string): string {
  return truncateIp(ip, { v4Bits: 32, v6Bits: 64 })
}

/**
 * Middleware taking one token from `limiter` per request under `keyOf(c)`; when the bucket is
 * empty the request ends in `429 RATE_LIMITED` with `Retry-After`.
 * @example
 * app.use('/v1/siwx/*', rateLimit(limiter, (c) => clientKeyOf(clientIp(c))))
 */
export function rateLimit(
  limiter: RateLimiter,
  keyOf: (c: Context<AppEnv>) => string,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const decision = await limiter.take(keyOf(c))
    if (!decision.allowed) {
      throw new GatewayError('RATE_LIMITED', {
        headers: { 'Retry-After': String(decision.retryAfterSeconds) },
      })
    }
    return next()
  }
}
