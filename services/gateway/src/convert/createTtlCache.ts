import type { Clock } from '@portico/server'

/**
 * A map of promises that expire: concurrent calls for one key share one load, an answer is
 * reused for its time to live, and a failed load is forgotten at once so the next call retries.
 * With `maxEntries` (keys that strangers choose), the oldest stored keys go first past it.
 * @example
 * const cache = createTtlCache<bigint>(clock)
 * const price = await cache.get('eip155:31337', 2_000, () => client.getGasPrice())
 */
export function createTtlCache<T>(clock: Clock, maxEntries = Number.POSITIVE_INFINITY) {
  const entries = new Map<string, { value: Promise<T>; expires: number }>()
  return {
    get(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const now = clock.now()
      const hit = entries.get(key)
      if (hit && hit.expires > now) return hit.value
      const value = load()
      entries.delete(key)
      entries.set(key, { value, expires: now + ttlMs })
      // A Map iterates in insertion order: the first key is the one stored longest ago.
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break
        entries.delete(oldest)
      }
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key)
      })
      return value
    },
    /** Stores a known answer, e.g. one that never changes (`ttlMs` Infinity). */
    set(key: string, ttlMs: number, value: T): void {
      entries.set(key, { value: Promise.resolve(value), expires: clock.now() + ttlMs })
    },
  }
}
