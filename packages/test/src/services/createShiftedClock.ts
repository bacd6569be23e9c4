/**
 * The real clock, moved forward when told, in the `{ now }` shape of `@portico/server`'s `Clock`:
 * for a service test that waits on real sockets and mail yet must pass a cooldown (the 30 s
 * between login mails) or an expiry without waiting for it.
 * @example
 * const clock = createShiftedClock(); clock.advance(31_000)
 */
export function createShiftedClock(): { now: () => number; advance: (ms: number) => void } {
  let offset = 0
  return {
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += ms
    },
  }
}
