import type { Redis } from 'ioredis'
import type { Clock } from '../time/Clock'
import type { RateDecision, RateLimiter } from './RateLimiter'

// One bucket per key as a hash { tokens, at }: refill, take, store, in one atomic script so
// concurrent requests on several nodes never spend the same token twice.
const TAKE_SCRIPT = `
local capacity = tonumber(ARGV[1])
local refill = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local ttl = tonumber(ARGV[4])
local cost = tonumber(ARGV[5])
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1]) or capacity
local at = tonumber(state[2]) or now
local elapsed = math.max(0, now - at) / 1000
tokens = math.min(capacity, tokens + elapsed * refill)
local allowed = 0
if tokens >= cost then
  tokens = tokens - cost
  allowed = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], ttl)
return { allowed, tostring(tokens) }
`

/**
 * The token bucket of createMemoryRateLimiter, kept in Redis under `prefix + key` so every node
 * draws from the same bucket. A bucket expires once it would be full again.
 * @example
 * const limiter = createRedisRateLimiter({ redis, prefix: 'portico:gateway:rate:siwx:', capacity: 30, refillPerSecond: 1, clock })
 * const { allowed } = await limiter.take('1.2.3.4')
 */
export function createRedisRateLimiter(options: {
  redis: Redis
  prefix: string
  capacity: number
  refillPerSecond: number
  clock: Clock
}): RateLimiter {
  const { capacity, refillPerSecond, clock } = options
  // Run by hash (EVALSHA): the script text is not sent with every request.
  options.redis.defineCommand('porticoTakeToken', { numberOfKeys: 1, lua: TAKE_SCRIPT })
  const redis = options.redis as Redis & {
    porticoTakeToken(key: string, ...args: number[]): Promise<[number, string]>
  }
  const fullAfterMs = Math.ceil((capacity / refillPerSecond) * 1000) + 1_000
  return {
    async take(key: string, cost = 1): Promise<RateDecision> {
      const [allowed, tokens] = await redis.porticoTakeToken(
        `${options.prefix}${key}`,
        capacity,
        refillPerSecond,
        clock.now(),
        fullAfterMs,
        cost,
      )
      if (allowed === 1) return { allowed: true, retryAfterSeconds: 0 }
      return {
        allowed: false,
        retryAfterSeconds: Math.ceil((cost - Number(tokens)) / refillPerSecond),
      }
    },
  }
}
