import type { StorageLike } from '@portico/core'

/**
 * A map-backed storage for a test client; `data` shows what the client stored.
 * @example
 * const storage = createTestStorage()
 * expect(storage.data.has(STORAGE_KEYS.connectedSocial)).toBe(false)
 */
export function createTestStorage(
  data = new Map<string, string>(),
): StorageLike & { data: Map<string, string> } {
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  }
}
