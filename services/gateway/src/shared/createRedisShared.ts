import { type Clock, createRedisRateLimiter } from '@portico/server'
import type { Redis } from 'ioredis'
import { createRedisBalanceCache } from './createRedisBalanceCache'
import type { GatewayShared } from './GatewayShared'

/**
 * {@link GatewayShared} in one Redis, every key under `keyPrefix`.
 * @example
 * const shared = createRedisShared({ redis: new Redis(url), keyPrefix: 'portico:gateway:', clock })
 */
export function createRedisShared(options: {
  redis: Redis
  keyPrefix: string
  clock: Clock
}): GatewayShared {
  const { redis, keyPrefix, clock } = options
  return {
    rateLimiter: (name, bucket) =>
      createRedisRateLimiter({ redis, prefix: `${keyPrefix}rate:${name}:`, clock, ...bucket }),
    balanceCache: (cache) =>
      createRedisBalanceCache({ redis, prefix: `${keyPrefix}balance:`, ...cache }),
    historyCache: (cache) =>
      createRedisBalanceCache({
        redis,
        prefix: `${keyPrefix}history:`,
        forceIntervalMs: 0,
        ...cache,
      }),
    ping: async () => {
      await redis.ping()
    },
  }
}
