/**
 * What the pacer and the breaker read the time with and wait on; tests pass their own.
 * @example const timing: UpstreamTiming = { now: Date.now, sleep: (ms) => new Promise((r) => setTimeout(r, ms)) }
 */
export type UpstreamTiming = {
  now(): number
  sleep(ms: number): Promise<void>
}

/**
 * Paces calls to `callsPerSecond`: `take(n)` resolves when `n` calls may go, in the order asked.
 * The budget refills continuously and holds at most one second's worth, so a quiet spell lets a
 * burst of that size through at once; a batch larger than that waits for its whole cost. A
 * `pause(ms)` (a provider's Retry-After) holds every call until it ends.
 * @example
 * const pacer = createCallPacer(25, timing)
 * await pacer.take(10)
 */
export function createCallPacer(callsPerSecond: number | undefined, timing: UpstreamTiming) {
  const capacity = callsPerSecond ?? Number.POSITIVE_INFINITY
  let tokens = capacity
  let refilledAt = timing.now()
  let pausedUntil = 0
  let queue: Promise<void> = Promise.resolve()

  const refill = () => {
    const now = timing.now()
    if (callsPerSecond !== undefined) {
      tokens = Math.min(capacity, tokens + ((now - refilledAt) / 1000) * callsPerSecond)
    }
    refilledAt = now
  }

  const waitTurn = async (cost: number) => {
    for (;;) {
      const pause = pausedUntil - timing.now()
      if (pause > 0) {
        await timing.sleep(pause)
        continue
      }
      refill()
      // A cost above the capacity goes once the budget is full rather than never.
      const needed = Math.min(cost, capacity)
      if (tokens >= needed) {
        tokens -= needed
        return
      }
      await timing.sleep(Math.ceil(((needed - tokens) / (callsPerSecond ?? 1)) * 1000))
    }
  }

  return {
    /** Resolves when `cost` calls may be sent; callers are served in the order they asked. */
    take(cost: number): Promise<void> {
      const turn = queue.then(() => waitTurn(cost))
      queue = turn.catch(() => undefined)
      return turn
    },
    /** Holds every call for `ms` from now (or longer, if already paused for longer). */
    pause(ms: number): void {
      pausedUntil = Math.max(pausedUntil, timing.now() + ms)
    },
  }
}

/** A pacer made by {@link createCallPacer}. @example await pacer.take(1) */
export type CallPacer = ReturnType<typeof createCallPacer>
