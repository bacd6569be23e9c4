import { z } from 'zod'

/**
 * A config field holding a positive whole number (milliseconds, bytes, a count) that defaults to
 * the service's own value when the config leaves it out.
 * @example
 * const sessionSchema = z.object({ ttlMs: positiveIntSchema(15 * 60_000) })
 * sessionSchema.parse({}).ttlMs // 900000
 */
export function positiveIntSchema(defaultValue: number) {
  return z.number().int().positive().default(defaultValue)
}
