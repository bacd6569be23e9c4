import type { StorageKey } from '@portico/common'
import type { PorticoStorage } from '../types/PorticoStorage'

type Entry<T> = { value: T; at: number }

/**
 * A small map in browser storage under one spec §3 key whose entries last `ttlMs`: the name and
 * identity caches (5 min, spec §9) that spare a page reload the gateway round trip. Expired
 * entries are dropped on write; storage failures are logged and ignored by the storage itself.
 * @example
 * const identities = createStoredCache<Identity>(portico.storage, STORAGE_KEYS.identityCache, IDENTITY_CACHE_MS)
 * identities.set('0xf39f…', { name: 'alice.portico.id', avatar: null })
 */
export function createStoredCache<T>(
  storage: PorticoStorage,
  key: StorageKey,
  ttlMs: number,
  now: () => number = Date.now,
) {
  const read = (): Record<string, Entry<T>> => {
    const stored = storage.get(key)
    return stored !== null && typeof stored === 'object' ? (stored as Record<string, Entry<T>>) : {}
  }
  const fresh = (entry: Entry<T> | undefined): entry is Entry<T> =>
    entry !== undefined && typeof entry.at === 'number' && now() - entry.at < ttlMs
  return {
    get(id: string): T | undefined {
      const entry = read()[id.toLowerCase()]
      return fresh(entry) ? entry.value : undefined
    },
    set(id: string, value: T): void {
      const kept = Object.entries(read()).filter(([, entry]) => fresh(entry))
      storage.set(key, Object.fromEntries([...kept, [id.toLowerCase(), { value, at: now() }]]))
    },
    remove(id: string): void {
      const entries = read()
      delete entries[id.toLowerCase()]
      storage.set(key, entries)
    },
  }
}
