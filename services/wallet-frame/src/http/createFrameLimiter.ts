import type { Metrics, RateLimiter } from '@portico/server'
import { rateLimited } from './rateLimited'

/**
 * A limit the frame's routes take where they decide (a mail per email address once the body is
 * read, a chain call per signed-in user): `take(key)` resolves while the key's bucket holds a
 * token, else rejects with `429 RATE_LIMITED` and its Retry-After.
 * @example await limits.sendPerEmail.take('ada@example.com')
 */
export type FrameLimiter = { take(key: string): Promise<void> }

/**
 * Where a limit's buckets live, by limit name: this process's memory by default, Redis (shared
 * by every node) when the service has one.
 * @example const limiter = limiters('sendPerIp', config.rateLimits.sendPerIp)
 */
export type RateLimiterSource = (
  name: string,
  bucket: { capacity: number; refillPerSecond: number },
) => RateLimiter

/**
 * Wraps one of the foundation's limiters in the frame's answer: a refusal throws
 * `429 RATE_LIMITED` (Retry-After at least 1 s) and is counted in
 * `portico_rate_limit_refusals_total{limiter: name}`.
 * @example
 * const sendPerIp = createFrameLimiter({ name: 'sendPerIp', limiter: createMemoryRateLimiter({ capacity: 10, refillPerSecond: 0.05, clock }), metrics })
 */
export function createFrameLimiter(options: {
  name: string
  limiter: RateLimiter
  metrics?: Metrics | undefined
}): FrameLimiter {
  const { name, limiter, metrics } = options
  return {
    async take(key) {
      const decision = await limiter.take(key)
      if (decision.allowed) return
      metrics?.rateLimitRefusals.inc({ limiter: name })
      throw rateLimited(decision.retryAfterSeconds)
    },
  }
}
