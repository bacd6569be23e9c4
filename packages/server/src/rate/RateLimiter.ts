/**
 * What a rate limiter answers for one request.
 * @example const d: RateDecision = { allowed: false, retryAfterSeconds: 2 }
 */
export type RateDecision = { allowed: boolean; retryAfterSeconds: number }

/**
 * A limiter keyed by client (or anything else): in memory (createMemoryRateLimiter, a token
 * bucket; createSlidingWindowLimiter, a sliding log) or shared by several nodes in Redis
 * (createRedisRateLimiter). `cost` (default 1) is taken all at once or not at all.
 * @example const decision = await limiter.take(key)
 */
export type RateLimiter = { take(key: string, cost?: number): RateDecision | Promise<RateDecision> }
