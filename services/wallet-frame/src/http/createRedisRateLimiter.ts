import type { Redis } from 'ioredis'
import type { Clock } from '../config/Clock'
import type { RateLimiter } from './RateLimiter'
import { rateLimited } from './rateLimited'

// A bucket is one hash { tokens, at } per key. Refill, check and spend happen in one script,
// which Redis runs alone: two nodes taking from one bucket at once never spend a token twice.
const TAKE = `
local capacity = tonumber(ARGV[1])
local perMs = tonumber(ARGV[2]) / 1000
local now = tonumber(ARGV[3])
local saved = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(saved[1]) or capacity
local at = tonumber(saved[2]) or now
tokens = math.min(capacity, tokens + math.max(0, now - at) * perMs)
local taken = 0
if tokens >= 1 then
  tokens = tokens - 1
  taken = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return { taken, tostring(tokens) }
`

type WithTake = Redis & {
  porticoFrameTake(key: string, ...args: (string | number)[]): Promise<[number, string]>
}

/**
 * The token bucket of `createRateLimiter` kept in Redis under `prefix + key`, so every node of
 * the service draws from the same bucket. A bucket's key expires once it would be full again.
 * @example
 * const sendPerIp = createRedisRateLimiter({ redis, prefix: 'portico:wallet-frame:rate:sendPerIp:', capacity: 10, refillPerSecond: 0.05, clock })
 * await sendPerIp.take('192.0.2.1')
 */
export function createRedisRateLimiter(options: {
  redis: Redis
  prefix: string
  capacity: number
  refillPerSecond: number
  clock: Clock
}): RateLimiter {
  const { capacity, refillPerSecond, clock, prefix } = options
  // Sent once and run by its hash afterwards (EVALSHA).
  options.redis.defineCommand('porticoFrameTake', { numberOfKeys: 1, lua: TAKE })
  const redis = options.redis as WithTake
  const fullAfterMs = Math.ceil((capacity / refillPerSecond) * 1000) + 1_000
  return {
    async take(key) {
      const [taken, tokens] = await redis.porticoFrameTake(
        `${prefix}${key}`,
        capacity,
        refillPerSecond,
        clock.now(),
        fullAfterMs,
      )
      if (taken !== 1) throw rateLimited((1 - Number(tokens)) / refillPerSecond)
    },
  }
}
