import type { StorageLike } from '@portico/core'

/**
 * A `localStorage` stand-in over a Map, exposing the map for assertions.
 * @example
 * const storage = memoryStorage()
 * storage.items.get('@portico/siwx_sessions')
 */
export function memoryStorage(): StorageLike & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}
