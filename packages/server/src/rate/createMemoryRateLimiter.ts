import type { Clock } from '../time/Clock'
import type { RateDecision } from './RateLimiter'

type Bucket = { tokens: number; updatedAt: number }

/**
 * An in-memory token bucket per key (one process): `capacity` requests at once, refilled at
 * `refillPerSecond`; a request may cost several tokens (`cost`, default 1: e.g. one per stored
 * event), all or none taken. Full buckets are dropped first when more than `maxKeys` keys are held.
 * @example
 * const limiter = createMemoryRateLimiter({ capacity: 30, refillPerSecond: 1, clock: systemClock })
 * if (!limiter.take('1.2.3.4|demo').allowed) throw new GatewayError('RATE_LIMITED')
 */
export function createMemoryRateLimiter(options: {
  capacity: number
  refillPerSecond: number
  clock: Clock
  maxKeys?: number
}): { take(key: string, cost?: number): RateDecision } {
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
    take(key: string, cost = 1): RateDecision {
      const now = clock.now()
      let bucket = buckets.get(key)
      if (!bucket) {
        if (buckets.size >= maxKeys) prune(now)
        bucket = { tokens: capacity, updatedAt: now }
        buckets.set(key, bucket)
      } else {
        refill(bucket, now)
      }
      if (bucket.tokens >= cost) {
        bucket.tokens -= cost
        return { allowed: true, retryAfterSeconds: 0 }
      }
      return {
        allowed: false,
        retryAfterSeconds: Math.ceil((cost - bucket.tokens) / refillPerSecond),
      }
    },
  }
}
