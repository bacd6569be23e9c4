import { z } from 'zod'

/**
 * The config of one token bucket (`capacity` requests at once, refilled at `refillPerSecond`,
 * as {@link createMemoryRateLimiter} takes them), each field defaulting to the service's own
 * numbers for that bucket; a bucket left out of the config takes both.
 * @example
 * const configSchema = z.object({ rateLimit: tokenBucketSchema(30, 1) })
 * configSchema.parse({}).rateLimit // { capacity: 30, refillPerSecond: 1 }
 */
export function tokenBucketSchema(capacity: number, refillPerSecond: number) {
  return z
    .object({
      capacity: z.number().int().positive().default(capacity),
      refillPerSecond: z.number().positive().default(refillPerSecond),
    })
    .prefault({})
}
