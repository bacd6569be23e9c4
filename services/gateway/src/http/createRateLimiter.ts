import type { Clock } from '../config/Clock'

/**
 * What a rate limiter answers for one request.
 * @example const d: RateDecision = { allowed: false, retryAfterSeconds: 2 }
 */
export type RateDecision = { allowed: boolean; retryAfterSeconds: number }

type Bucket = { tokens: number; updatedAt: number }

/**
 * An in-memory token bucket per key (one app instance): `capacity` requests at once, refilled at
 * `refillPerSecond`. Full buckets are dropped first when more than `maxKeys` keys are held.
 * @example
 * const limiter = createRateLimiter({ capacity: 30, refillPerSecond: 1, clock: systemClock })
 * if (!limiter.take('1.2.3.4|demo').allowed) throw new GatewayError('RATE_LIMITED')
 */
export function createRateLimiter(options: {
  capacity: number
  refillPerSecond: number
  clock: Clock
  maxKeys?: number
}): { take(key: string): RateDecision } {
  const { capacity, refillPerSecond, clock } = options
  const maxKeys = options.maxKeys ?? 10_000
  const buckets = new Map<string, Bucket>()

  const refill = (bucket: Bucket, now: number): void => {
    const elapsed = Math.max(0, now - bucket.updatedAt) / 1000
    bucket.tokens = Math.min(capacity, bucket.tokens + elapsed * refillPerSecond)
    bucket.updatedAt = now
  }

  const prune = (now: number): void => {
    for (const [key, bucket] of buckets) {
      refill(bucket, now)
      if (bucket.tokens >= capacity) buckets.delete(key)
    }
    // Still too many active keys: drop the oldest so memory stays bounded.
    while (buckets.size >= maxKeys) {
      const oldest = buckets.keys().next().value
      if (oldest === undefined) break
      buckets.delete(oldest)
    }
  }

  return {
    take(key: string): RateDecision {
      const now = clock.now()
      let bucket = buckets.get(key)
      if (!bucket) {
        if (buckets.size >= maxKeys) prune(now)
        bucket = { tokens: capacity, updatedAt: now }
        buckets.set(key, bucket)
      } else {
        refill(bucket, now)
      }
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1
        return { allowed: true, retryAfterSeconds: 0 }
      }
      return { allowed: false, retryAfterSeconds: Math.ceil((1 - bucket.tokens) / refillPerSecond) }
    },
  }
}

/**
 * A token-bucket limiter: in memory ({@link createRateLimiter}) or shared by several nodes in
 * Redis (createRedisRateLimiter).
 * @example const decision = await limiter.take(key)
 */
export type RateLimiter = { take(key: string): RateDecision | Promise<RateDecision> }
