/**
 * One token bucket's size: `burst` requests at once, refilled at `perMinute`.
 * @example
 * const limit: RateLimit = { burst: 10, perMinute: 30 }
 */
export type RateLimit = { burst: number; perMinute: number }

// Past this many tracked clients, the ones whose bucket is full again are forgotten.
const PRUNE_ABOVE = 10_000

/**
 * A token bucket per client key: `take(key, now)` spends one token and returns 0, or, when the
 * bucket is empty, the seconds until the next token (for `Retry-After`). Time comes from the
 * caller, so tests drive it with their own clock.
 * @example
 * const limiter = createRateLimiter({ burst: 10, perMinute: 30 })
 * const wait = limiter.take('203.0.113.7', Date.now()) // 0 when admitted
 */
export function createRateLimiter(limit: RateLimit) {
  const buckets = new Map<string, { tokens: number; at: number }>()
  const perMs = limit.perMinute / 60_000
  const refilled = (bucket: { tokens: number; at: number }, now: number) =>
    Math.min(limit.burst, bucket.tokens + Math.max(0, now - bucket.at) * perMs)
  return {
    take(key: string, now: number): number {
      if (buckets.size > PRUNE_ABOVE) {
        for (const [other, bucket] of buckets) {
          if (refilled(bucket, now) >= limit.burst) buckets.delete(other)
        }
      }
      const bucket = buckets.get(key) ?? { tokens: limit.burst, at: now }
      const tokens = refilled(bucket, now)
      if (tokens < 1) {
        buckets.set(key, { tokens, at: now })
        return perMs > 0 ? Math.ceil((1 - tokens) / perMs / 1000) : 60
      }
      buckets.set(key, { tokens: tokens - 1, at: now })
      return 0
    },
  }
}
