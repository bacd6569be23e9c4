import { testRedisUrl } from '@portico/test/services/testServiceUrls'
import { Hono } from 'hono'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { createMetrics } from '../metrics/createMetrics'
import { createMemoryRateLimiter } from './createMemoryRateLimiter'
import { createRedisRateLimiter } from './createRedisRateLimiter'
import { createSlidingWindowLimiter } from './createSlidingWindowLimiter'
import { rateLimit } from './rateLimit'

const manualClock = (start = 1_000_000) => {
  let now = start
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms
    },
  }
}

describe('createMemoryRateLimiter', () => {
  it('admits a burst, refills at its rate and tells how long to wait', () => {
    const clock = manualClock()
    const limiter = createMemoryRateLimiter({ capacity: 2, refillPerSecond: 0.5, clock })
    expect([limiter.take('a'), limiter.take('a')].map((d) => d.allowed)).toEqual([true, true])
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 2 })
    expect(limiter.take('b').allowed).toBe(true)
    clock.advance(2_000)
    expect(limiter.take('a').allowed).toBe(true)
    expect(limiter.take('a', 2).allowed).toBe(false)
  })
})

describe('createSlidingWindowLimiter', () => {
  it('allows at most `limit` events in any window, and says when the oldest leaves it', () => {
    const clock = manualClock()
    const limiter = createSlidingWindowLimiter({ limit: 2, windowMs: 60_000, clock })
    limiter.take('k')
    clock.advance(30_000)
    limiter.take('k')
    expect(limiter.take('k')).toEqual({ allowed: false, retryAfterSeconds: 30 })
    clock.advance(30_001)
    expect(limiter.take('k').allowed).toBe(true)
    expect(limiter.take('k').allowed).toBe(false)
    expect(limiter.take('other').allowed).toBe(true)
  })
})

describe('createRedisRateLimiter', () => {
  const redis = new Redis(testRedisUrl(), { lazyConnect: true })
  const prefix = `portico:test:server:${process.pid}:${Date.now()}:`
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`)
    if (keys.length > 0) await redis.del(...keys)
    await redis.quit()
  })

  it('shares one bucket between two limiters on the same prefix (two nodes)', async () => {
    const clock = manualClock()
    const options = { redis, prefix, capacity: 3, refillPerSecond: 1, clock }
    const nodeA = createRedisRateLimiter(options)
    const nodeB = createRedisRateLimiter(options)
    const decisions = [
      await nodeA.take('1.2.3.4'),
      await nodeB.take('1.2.3.4'),
      await nodeA.take('1.2.3.4'),
      await nodeB.take('1.2.3.4'),
    ]
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false])
    expect(decisions[3]?.retryAfterSeconds).toBe(1)
    clock.advance(1_000)
    expect((await nodeB.take('1.2.3.4')).allowed).toBe(true)
  })
})

describe('rateLimit', () => {
  it('answers a refusal through refuse and counts it under the limiter name', async () => {
    const metrics = createMetrics({ service: 't' })
    const limiter = createMemoryRateLimiter({
      capacity: 1,
      refillPerSecond: 1,
      clock: manualClock(),
    })
    const app = new Hono()
    app.use(
      '/x',
      rateLimit({
        name: 'checkout',
        limiter,
        key: () => 'same',
        metrics,
        refuse: (c, wait) => c.text(`wait ${wait}`, 429),
      }),
    )
    app.get('/x', (c) => c.text('ok'))
    expect(await (await app.request('/x')).text()).toBe('ok')
    const refused = await app.request('/x')
    expect([refused.status, await refused.text()]).toEqual([429, 'wait 1'])
    expect(await metrics.render()).toContain(
      'portico_rate_limit_refusals_total{limiter="checkout",service="t"} 1',
    )
  })
})
