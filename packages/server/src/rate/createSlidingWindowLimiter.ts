import type { Clock } from '../time/Clock'
import type { RateDecision } from './RateLimiter'

// Past this many keys, those whose events all aged out are forgotten.
const PRUNE_ABOVE = 10_000

/**
 * At most `limit` events per key in any `windowMs` (a sliding log: exact, for limits where a
 * burst at a window's edge must not count twice, such as unseals of one key share). An event
 * that may happen is recorded; a refused one is not.
 * @example
 * const perContext = createSlidingWindowLimiter({ limit: 10, windowMs: 3_600_000, clock: systemClock })
 * perContext.take('recovery:u1:d1').allowed
 */
export function createSlidingWindowLimiter(options: {
  limit: number
  windowMs: number
  clock: Clock
}): { take(key: string, cost?: number): RateDecision } {
  const { limit, windowMs, clock } = options
  const log = new Map<string, number[]>()
  return {
    take(key: string, cost = 1): RateDecision {
      const now = clock.now()
      const since = now - windowMs
      const times = (log.get(key) ?? []).filter((t) => t > since)
      if (times.length + cost > limit) {
        log.set(key, times)
        // The oldest events that must age out before `cost` more fit.
        const freedAt = (times[times.length + cost - limit - 1] ?? now) + windowMs
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now) / 1000)) }
      }
      for (let i = 0; i < cost; i++) times.push(now)
      log.set(key, times)
      if (log.size > PRUNE_ABOVE) {
        for (const [other, seen] of log) if (seen.every((t) => t <= since)) log.delete(other)
      }
      return { allowed: true, retryAfterSeconds: 0 }
    },
  }
}
