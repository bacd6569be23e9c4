import type { StorageLike } from '@portico/core'

/**
 * Where a SIWX client keeps its sessions or tokens: a storage object of your own, or the page's
 * `localStorage` (kept across visits) or `sessionStorage` (gone when the tab closes) by name.
 * @example
 * const option: SiwxStorageOption = 'sessionStorage'
 */
export type SiwxStorageOption = StorageLike | 'localStorage' | 'sessionStorage'

/**
 * The storage a {@link SiwxStorageOption} names; a named browser storage that is missing or
 * cannot be touched (some privacy modes throw) gives undefined, so nothing is kept.
 * @example
 * const storage = resolveStorage(options.storage ?? 'localStorage')
 */
export function resolveStorage(option: SiwxStorageOption): StorageLike | undefined {
  if (typeof option !== 'string') return option
  try {
    return (globalThis as Partial<Record<typeof option, StorageLike>>)[option]
  } catch {
    return undefined
  }
}
