import { z } from 'zod'

/**
 * A Redis shared by a service's nodes: `url` and the `keyPrefix` its keys live under, by
 * default the service's own so several services can share one Redis.
 * @example
 * const schema = z.object({ redis: redisConfigSchema('portico:gateway:').optional() })
 * schema.parse({ redis: { url: 'redis://127.0.0.1:6379' } }).redis?.keyPrefix // 'portico:gateway:'
 */
export function redisConfigSchema(defaultKeyPrefix: string) {
  return z.object({
    url: z.string().regex(/^rediss?:\/\//, 'Expected a redis:// URL'),
    keyPrefix: z.string().max(64).default(defaultKeyPrefix),
  })
}
