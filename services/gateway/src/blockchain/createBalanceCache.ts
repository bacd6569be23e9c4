import type { Clock } from '../config/Clock'

type Entry = { body: string; expiresAt: number }

/**
 * A bounded time-based cache of serialized answers with in-flight de-duplication: concurrent
 * misses for one key share a single load. `force` skips the stored answer and replaces it.
 * @example
 * const cache = createBalanceCache({ clock, ttlMs: 30_000 })
 * const body = await cache.get(key, false, () => load())
 */
export function createBalanceCache(options: { clock: Clock; ttlMs: number; maxEntries?: number }) {
  const maxEntries = options.maxEntries ?? 10_000
  const entries = new Map<string, Entry>()
  const loading = new Map<string, Promise<string>>()

  const store = (key: string, body: string): void => {
    entries.delete(key)
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next().value
      if (oldest !== undefined) entries.delete(oldest)
    }
    entries.set(key, { body, expiresAt: options.clock.now() + options.ttlMs })
  }

  return {
    /** The cached answer when fresh (and not forced), else one shared load. */
    get(key: string, force: boolean, load: () => Promise<string>): string | Promise<string> {
      if (!force) {
        const entry = entries.get(key)
        if (entry && entry.expiresAt > options.clock.now()) return entry.body
        const pending = loading.get(key)
        if (pending) return pending
      }
      const pending = load()
        .then((body) => {
          store(key, body)
          return body
        })
        .finally(() => {
          if (loading.get(key) === pending) loading.delete(key)
        })
      loading.set(key, pending)
      return pending
    },
  }
}
