/**
 * Source of the current time in milliseconds; injected so TTL rules can be tested without waiting.
 * @example
 * const clock: Clock = { now: () => 1_700_000_000_000 }
 */
export type Clock = { now(): number }

/**
 * The wall clock.
 * @example
 * const relay = createRelay({ clock: systemClock, store, logger })
 */
export const systemClock: Clock = { now: () => Date.now() }
