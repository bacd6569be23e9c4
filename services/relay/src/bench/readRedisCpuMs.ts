import type { Redis } from 'ioredis'

/**
 * CPU time (user + system, ms) the Redis server has used so far, from `INFO cpu`: the store's
 * share of the work per message when the relay keeps its messages in Redis. Undefined when the
 * server does not report it.
 * @example
 * const before = await readRedisCpuMs(redis)
 */
export async function readRedisCpuMs(redis: Redis): Promise<number | undefined> {
  const info = await redis.info('cpu')
  const seconds = (field: string) => Number(new RegExp(`^${field}:([\\d.]+)`, 'm').exec(info)?.[1])
  const total = seconds('used_cpu_sys') + seconds('used_cpu_user')
  return Number.isFinite(total) ? total * 1000 : undefined
}
