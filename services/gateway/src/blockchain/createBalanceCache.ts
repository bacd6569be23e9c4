import type { Clock } from '@portico/server'

type Entry = { body: string; expiresAt: number }

/**
 * A bounded time-based cache of serialized answers with in-flight de-duplication: concurrent
 * loads of one key share a single one. `force` skips a fresh stored answer and replaces it, at
 * most once per key every `forceIntervalMs`; a forced request inside that interval (or while a
 * load is running) gets the stored or loading answer, so forced refreshes cannot hammer the
 * chain.
 * @example
 * const cache = createBalanceCache({ clock, ttlMs: 30_000, forceIntervalMs: 5_000 })
 * const body = await cache.get(key, false, () => load())
 */
export function createBalanceCache(options: {
  clock: Clock
  ttlMs: number
  forceIntervalMs: number
  maxEntries?: number
}): BalanceCache {
  const { clock, ttlMs, forceIntervalMs } = options
  const maxEntries = options.maxEntries ?? 10_000
  const entries = new Map<string, Entry>()
  const loading = new Map<string, Promise<string>>()
  const forcedAt = new Map<string, number>()

  const bounded = <V>(map: Map<string, V>, key: string, value: V): void => {
    map.delete(key)
    if (map.size >= maxEntries) {
      const oldest = map.keys().next().value
      if (oldest !== undefined) map.delete(oldest)
    }
    map.set(key, value)
  }

  const honoursForce = (key: string, now: number): boolean => {
    const last = forcedAt.get(key)
    if (last !== undefined && now - last < forceIntervalMs) return false
    bounded(forcedAt, key, now)
    return true
  }

  return {
    /** The cached answer when fresh (and not forced), else one shared load. */
    get(key: string, force: boolean, load: () => Promise<string>): string | Promise<string> {
      const pending = loading.get(key)
      if (pending) return pending
      const now = clock.now()
      const entry = entries.get(key)
      const forced = force && honoursForce(key, now)
      if (entry !== undefined && entry.expiresAt > now && !forced) return entry.body
      const started = load()
        .then((body) => {
          bounded(entries, key, { body, expiresAt: clock.now() + ttlMs })
          return body
        })
        .finally(() => {
          if (loading.get(key) === started) loading.delete(key)
        })
      loading.set(key, started)
      return started
    },
  }
}

/**
 * Serialized balance answers by key: in this process ({@link createBalanceCache}) or shared by
 * several nodes (createRedisBalanceCache). `force` asks for a fresh read, honoured at most once
 * per key and interval.
 * @example const body = await cache.get(key, false, load)
 */
export type BalanceCache = {
  get(key: string, force: boolean, load: () => Promise<string>): string | Promise<string>
}
