/**
 * The time source of the service (milliseconds since the epoch); injected so expiry, cooldown
 * and token rules can be tested without waiting.
 * @example
 * const clock: Clock = { now: () => Date.now() }
 */
export type Clock = { now: () => number }

/**
 * The wall clock.
 * @example
 * createApp({ ...deps, clock: systemClock })
 */
export const systemClock: Clock = { now: () => Date.now() }
