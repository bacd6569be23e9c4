import type { Redis } from 'ioredis'
import type { BalanceCache } from '../blockchain/createBalanceCache'

/**
 * The balance cache of createBalanceCache kept in Redis, so every gateway node answers from
 * the same entries and `forceUpdate` reads the chain at most once per key and interval across
 * all nodes (a `SET NX` marker). Loads in flight are still shared within this node.
 * @example
 * const cache = createRedisBalanceCache({ redis, prefix: 'portico:gateway:balance:', ttlMs: 30_000, forceIntervalMs: 5_000 })
 */
export function createRedisBalanceCache(options: {
  redis: Redis
  prefix: string
  ttlMs: number
  forceIntervalMs: number
}): BalanceCache {
  const { redis, prefix, ttlMs, forceIntervalMs } = options
  const loading = new Map<string, Promise<string>>()

  const honoursForce = async (key: string): Promise<boolean> => {
    if (forceIntervalMs <= 0) return true
    return (await redis.set(`${prefix}force:${key}`, '1', 'PX', forceIntervalMs, 'NX')) === 'OK'
  }

  const refresh = (key: string, load: () => Promise<string>): Promise<string> => {
    const started = load()
      .then(async (body) => {
        if (ttlMs > 0) await redis.set(`${prefix}body:${key}`, body, 'PX', ttlMs)
        return body
      })
      .finally(() => {
        if (loading.get(key) === started) loading.delete(key)
      })
    loading.set(key, started)
    return started
  }

  return {
    async get(key, force, load) {
      const pending = loading.get(key)
      if (pending) return pending
      const forced = force && (await honoursForce(key))
      if (!forced) {
        const body = await redis.get(`${prefix}body:${key}`)
        if (body !== null) return body
      }
      return loading.get(key) ?? refresh(key, load)
    },
  }
}
