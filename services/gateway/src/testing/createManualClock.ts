import type { Clock } from '@portico/server'

/**
 * A clock that moves only when told: for cache and rate-limit tests.
 * @example
 * const clock = createManualClock(0); clock.advance(30_000)
 */
export function createManualClock(
  start = 1_700_000_000_000,
): Clock & { advance: (ms: number) => void } {
  let now = start
  return {
    now: () => now,
    advance: (ms) => {
      now += ms
    },
  }
}
