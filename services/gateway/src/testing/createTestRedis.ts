import { testRedisKeySpace } from '@portico/test/services/testRedisKeySpace'
import { Redis } from 'ioredis'

/**
 * A Redis connection and a random key prefix of one test; `close()` deletes every key under
 * the prefix and disconnects.
 * @example
 * const { redis, prefix, close } = await createTestRedis()
 */
export async function createTestRedis() {
  const space = testRedisKeySpace('gateway')
  const redis = new Redis(space.url)
  return {
    redis,
    prefix: space.prefix,
    url: space.url,
    async close() {
      await space.clear()
      await redis.quit()
    },
  }
}
