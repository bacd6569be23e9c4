import type { StorageLike } from '@portico/core'

/**
 * The page's `localStorage` when there is one and it can be touched (some privacy modes throw).
 * @example
 * const storage = options.storage ?? defaultStorage()
 */
export function defaultStorage(): StorageLike | undefined {
  try {
    return (globalThis as { localStorage?: StorageLike }).localStorage
  } catch {
    return undefined
  }
}
