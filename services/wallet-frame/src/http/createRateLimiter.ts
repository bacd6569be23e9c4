import type { Clock } from '../config/Clock'
import type { RateLimiter } from './RateLimiter'
import { rateLimited } from './rateLimited'

type Bucket = { tokens: number; updatedAt: number }

/**
 * An in-memory token bucket per key (one node): `capacity` at once, refilled at
 * `refillPerSecond`. `take` rejects with `429 RATE_LIMITED` and Retry-After when the key's bucket
 * is empty. Full buckets are dropped first when more than `maxKeys` keys are held, so memory
 * stays bounded. Several nodes share theirs through `createRedisRateLimiter` instead.
 * @example
 * const perEmail = createRateLimiter({ capacity: 5, refillPerSecond: 0.1, clock })
 * await perEmail.take('ada@example.com')
 */
export function createRateLimiter(options: {
  capacity: number
  refillPerSecond: number
  clock: Clock
  maxKeys?: number
}): RateLimiter {
  const { capacity, refillPerSecond, clock } = options
  const maxKeys = options.maxKeys ?? 10_000
  const buckets = new Map<string, Bucket>()

  const refill = (bucket: Bucket, now: number) => {
    const elapsed = Math.max(0, now - bucket.updatedAt) / 1000
    bucket.tokens = Math.min(capacity, bucket.tokens + elapsed * refillPerSecond)
    bucket.updatedAt = now
  }

  const prune = (now: number) => {
    for (const [key, bucket] of buckets) {
      refill(bucket, now)
      if (bucket.tokens >= capacity) buckets.delete(key)
    }
    while (buckets.size >= maxKeys) {
      const oldest = buckets.keys().next().value
      if (oldest === undefined) break
      buckets.delete(oldest)
    }
  }

  return {
    async take(key: string): Promise<void> {
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
        return
      }
      throw rateLimited(Math.ceil((1 - bucket.tokens) / refillPerSecond))
    },
  }
}
