import type { Clock } from '../config/Clock'
import { WalletFrameError } from '../errors/WalletFrameError'

type Bucket = { tokens: number; updatedAt: number }

/**
 * An in-memory token bucket per key: `capacity` at once, refilled at `refillPerSecond`.
 * `take` throws `429 RATE_LIMITED` with Retry-After when the key's bucket is empty. Full buckets
 * are dropped first when more than `maxKeys` keys are held, so memory stays bounded.
 * @example
 * const perEmail = createRateLimiter({ capacity: 5, refillPerSecond: 0.1, clock })
 * perEmail.take('ada@example.com')
 */
export function createRateLimiter(options: {
  capacity: number
  refillPerSecond: number
  clock: Clock
  maxKeys?: number
}) {
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
    take(key: string): void {
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
      const retryAfter = Math.ceil((1 - bucket.tokens) / refillPerSecond)
      throw new WalletFrameError('RATE_LIMITED', { headers: { 'Retry-After': String(retryAfter) } })
    },
  }
}

/** A limiter made by {@link createRateLimiter}. @example limiter.take(key) */
export type RateLimiter = ReturnType<typeof createRateLimiter>
