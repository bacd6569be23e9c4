/**
 * A storage with the `getItem` / `setItem` / `removeItem` of core's `StorageLike`, over a Map
 * that tests read and seed as `entries`; shared between two instances it stands for one page's
 * storage across a reload.
 * @example
 * const storage = createMemoryStorage()
 * storage.entries.get('@portico/active_caip_network_id') // '"eip155:8453"'
 */
export function createMemoryStorage(): {
  readonly entries: Map<string, string>
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
} {
  const entries = new Map<string, string>()
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  }
}
