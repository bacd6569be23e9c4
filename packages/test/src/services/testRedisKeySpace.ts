import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { testRedisUrl } from './testServiceUrls'

/**
 * A random key prefix for one test (parallel runs never share keys) and `clear()` to delete
 * every key under it.
 * @example
 * const space = testRedisKeySpace('relay'); … await space.clear()
 */
export function testRedisKeySpace(label: string, url = testRedisUrl()) {
  const prefix = `portico:test:${label}:${randomBytes(6).toString('hex')}:`
  return {
    url,
    prefix,
    async clear() {
      const redis = new Redis(url)
      try {
        let cursor = '0'
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000)
          if (keys.length > 0) await redis.unlink(...keys)
          cursor = next
        } while (cursor !== '0')
      } finally {
        await redis.quit()
      }
    },
  }
}
