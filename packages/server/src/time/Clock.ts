/**
 * The time source of a service (milliseconds since the epoch); injected so caches, rate limits
 * and expiries can be tested without waiting.
 * @example
 * const clock: Clock = { now: () => 1_700_000_000_000 }
 */
export type Clock = { now: () => number }

/**
 * The wall clock.
 * @example
 * const limiter = createMemoryRateLimiter({ capacity: 30, refillPerSecond: 1, clock: systemClock })
 */
export const systemClock: Clock = { now: () => Date.now() }
