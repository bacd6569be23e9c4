import type { Clock } from '@portico/server'

/**
 * A clock tests move by hand.
 * @example const clock = createManualClock(); clock.advance(31_000)
 */
export function createManualClock(start = Date.UTC(2026, 0, 1)): Clock & {
  advance: (ms: number) => void
  set: (ms: number) => void
} {
  let now = start
  return {
    now: () => now,
    advance: (ms) => {
      now += ms
    },
    set: (ms) => {
      now = ms
    },
  }
}
