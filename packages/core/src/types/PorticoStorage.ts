import type { StorageKey } from '@portico/common'

/**
 * The storage Portico writes to: `localStorage`, `sessionStorage`, or anything with the same
 * three methods (sync or async). Pass your own in `options.storage`.
 * @example
 * const memory = new Map<string, string>()
 * const storage: StorageLike = {
 *   getItem: (k) => memory.get(k) ?? null,
 *   setItem: (k, v) => void memory.set(k, v),
 *   removeItem: (k) => void memory.delete(k),
 * }
 */
export type StorageLike = {
  getItem(key: string): string | null | Promise<string | null>
  setItem(key: string, value: string): void | Promise<void>
  removeItem(key: string): void | Promise<void>
}

/**
 * Typed access to the spec §3 keys. Values are JSON; failures are logged and ignored, so
 * reads return `undefined` and writes resolve. Reads are synchronous when the backing storage
 * is (localStorage), which lets the first render know the stored connection status.
 * @example
 * portico.storage.set(STORAGE_KEYS.activeCaipNetworkId, 'eip155:1')
 * portico.storage.get(STORAGE_KEYS.activeCaipNetworkId) // 'eip155:1'
 */
export type PorticoStorage = {
  /** The parsed value, or undefined when missing, unreadable or the storage is async. */
  get(key: StorageKey): unknown
  /** Like `get`, awaiting async storages. */
  getAsync(key: StorageKey): Promise<unknown>
  /** Store `value` as JSON. */
  set(key: StorageKey, value: unknown): void
  remove(key: StorageKey): void
}
