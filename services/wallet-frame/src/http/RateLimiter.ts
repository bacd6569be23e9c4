/**
 * One token bucket per key. `take` resolves when the key's bucket had a token and rejects with
 * `429 RATE_LIMITED` (and Retry-After) when it was empty. Asynchronous because the buckets of
 * several nodes live in Redis.
 * @example await limiter.take('192.0.2.1')
 */
export type RateLimiter = { take(key: string): Promise<void> }

/**
 * A bucket's size: `capacity` at once, refilled at `refillPerSecond`.
 * @example const bucket: RateBucket = { capacity: 10, refillPerSecond: 0.05 }
 */
export type RateBucket = { capacity: number; refillPerSecond: number }

/**
 * Makes the limiter called `name` (its buckets apart from every other limiter's).
 * @example const sendPerIp = limiters('sendPerIp', config.rateLimits.sendPerIp)
 */
export type RateLimiters = (name: string, bucket: RateBucket) => RateLimiter
