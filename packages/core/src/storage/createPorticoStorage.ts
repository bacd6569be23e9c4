import type { StorageKey } from '@portico/common'
import type { PorticoLogger } from '../types/PorticoOptions'
import type { PorticoStorage, StorageLike } from '../types/PorticoStorage'

function isPromise(value: unknown): value is Promise<unknown> {
  return typeof (value as Promise<unknown> | null)?.then === 'function'
}

/**
 * Typed JSON access to the spec §3 keys over any storage. Read and write failures are logged
 * and ignored (spec §3); without a backing storage every read is undefined.
 * @example
 * const storage = createPorticoStorage(localStorage, console)
 * storage.set(STORAGE_KEYS.recentWallets, [wallet])
 */
export function createPorticoStorage(
  backing: StorageLike | undefined,
  logger: PorticoLogger,
): PorticoStorage {
  const parse = (key: StorageKey, raw: string | null): unknown => {
    if (raw === null) return undefined
    try {
      return JSON.parse(raw)
    } catch (error) {
      logger.warn(`Portico storage: unreadable value for ${key}`, error)
      return undefined
    }
  }
  const guard = (action: string, key: StorageKey, run: () => unknown): void => {
    try {
      const result = run()
      if (isPromise(result)) {
        result.catch((error: unknown) =>
          logger.warn(`Portico storage: ${action} ${key} failed`, error),
        )
      }
    } catch (error) {
      logger.warn(`Portico storage: ${action} ${key} failed`, error)
    }
  }
  return {
    get(key) {
      if (!backing) return undefined
      try {
        const raw = backing.getItem(key)
        if (isPromise(raw)) {
          raw.catch(() => undefined)
          return undefined
        }
        return parse(key, raw)
      } catch (error) {
        logger.warn(`Portico storage: read ${key} failed`, error)
        return undefined
      }
    },
    async getAsync(key) {
      if (!backing) return undefined
      try {
        return parse(key, await backing.getItem(key))
      } catch (error) {
        logger.warn(`Portico storage: read ${key} failed`, error)
        return undefined
      }
    },
    set(key, value) {
      if (backing) guard('write', key, () => backing.setItem(key, JSON.stringify(value)))
    },
    remove(key) {
      if (backing) guard('remove', key, () => backing.removeItem(key))
    },
  }
}
