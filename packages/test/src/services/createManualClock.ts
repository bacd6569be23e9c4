/**
 * A clock that moves only when told, in the `{ now }` shape of `@portico/server`'s `Clock`: for
 * a service's cache, expiry and rate-limit tests. It starts at 2026-01-01 unless told.
 * @example
 * const clock = createManualClock(); clock.advance(31_000)
 */
export function createManualClock(start = Date.UTC(2026, 0, 1)): {
  now: () => number
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
