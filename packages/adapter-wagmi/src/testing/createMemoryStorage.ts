import type { StorageLike } from '@portico/core'

/**
 * A `StorageLike` over a Map, shared between adapters to simulate a page reload.
 * @example
 * const storage = createMemoryStorage()
 */
export function createMemoryStorage(): StorageLike & { readonly entries: Map<string, string> } {
  const entries = new Map<string, string>()
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  }
}
