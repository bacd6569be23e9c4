/**
 * At most `limit` events per key in any `windowMs` (a sliding log; the keys are few: one global,
 * one per recovery share being opened). `take` answers whether the event may happen, and
 * records it when it may.
 * @example const perMinute = createWindowLimiter(60, 60_000, Date.now); perMinute.take('all')
 */
export function createWindowLimiter(limit: number, windowMs: number, now: () => number) {
  const log = new Map<string, number[]>()
  return {
    take(key: string): boolean {
      const since = now() - windowMs
      const times = (log.get(key) ?? []).filter((t) => t > since)
      if (times.length >= limit) {
        log.set(key, times)
        return false
      }
      times.push(now())
      log.set(key, times)
      // Keys whose events all aged out go, so the map stays as small as the recent traffic.
      if (log.size > 10_000) for (const [k, v] of log) if (v.every((t) => t <= since)) log.delete(k)
      return true
    },
  }
}
