import type { PorticoLogger, StorageLike } from '@portico/core'
import { parse } from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'

/**
 * One JSON value in a browser-like storage, read through a zod schema. Failures (no storage,
 * quota, bad JSON, wrong shape) are logged and ignored, as spec §3 asks: reads fall back.
 * @example
 * const tokens = jsonStorage(localStorage, '@portico/siwx_auth_token', tokensSchema, {}, console)
 * await tokens.write({ ...(await tokens.read()), [key]: token })
 */
export function jsonStorage<T>(
  storage: StorageLike | undefined,
  key: string,
  schema: $ZodType<T>,
  fallback: T,
  logger: PorticoLogger,
) {
  return {
    async read(): Promise<T> {
      try {
        const raw = await storage?.getItem(key)
        if (raw === null || raw === undefined) return fallback
        return parse(schema, JSON.parse(raw))
      } catch (error) {
        logger.warn(`Could not read ${key} from storage`, error)
        return fallback
      }
    },
    async write(value: T): Promise<void> {
      try {
        await storage?.setItem(key, JSON.stringify(value))
      } catch (error) {
        logger.warn(`Could not write ${key} to storage`, error)
      }
    },
  }
}
