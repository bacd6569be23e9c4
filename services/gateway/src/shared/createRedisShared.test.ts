import { createManualClock } from '@portico/test/services/createManualClock'
import { testRedisAnswers } from '@portico/test/services/testServiceAnswers'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestRedis } from '../testing/createTestRedis'
import { createRedisShared } from './createRedisShared'

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

// Two gateway nodes: two connections to one Redis under one key prefix.
async function twoNodes() {
  const first = await createTestRedis()
  const second = await createTestRedis()
  closers.push(first.close, second.close)
  const clock = createManualClock(1_000_000)
  const keyPrefix = first.prefix
  return {
    clock,
    a: createRedisShared({ redis: first.redis, keyPrefix, clock }),
    b: createRedisShared({ redis: second.redis, keyPrefix, clock }),
  }
}

describe.runIf(await testRedisAnswers('the gateway limits and caches shared in Redis'))(
  'gateway state shared by several nodes in Redis',
  () => {
    it('one rate-limit bucket across nodes, refilled over time', async () => {
      const { a, b, clock } = await twoNodes()
      const bucket = { capacity: 3, refillPerSecond: 1 }
      const onA = a.rateLimiter('siwx', bucket)
      const onB = b.rateLimiter('siwx', bucket)
      expect((await onA.take('1.2.3.4')).allowed).toBe(true)
      expect((await onB.take('1.2.3.4')).allowed).toBe(true)
      expect((await onA.take('1.2.3.4')).allowed).toBe(true)
      expect(await onB.take('1.2.3.4')).toEqual({ allowed: false, retryAfterSeconds: 1 })
      // Another client and another limiter name have buckets of their own.
      expect((await onB.take('5.6.7.8')).allowed).toBe(true)
      expect((await b.rateLimiter('analytics', bucket).take('1.2.3.4')).allowed).toBe(true)
      clock.advance(1_000)
      expect((await onB.take('1.2.3.4')).allowed).toBe(true)
      expect((await onA.take('1.2.3.4')).allowed).toBe(false)
    })

    it('concurrent takes on two nodes never spend one token twice', async () => {
      const { a, b } = await twoNodes()
      const bucket = { capacity: 10, refillPerSecond: 0.001 }
      const limiters = [a.rateLimiter('r', bucket), b.rateLimiter('r', bucket)]
      const decisions = await Promise.all(
        Array.from({ length: 40 }, (_, i) => limiters[i % 2]?.take('k')),
      )
      expect(decisions.filter((d) => d?.allowed).length).toBe(10)
    })

    it('a balance read on one node is served from the cache on the other; forceUpdate once per interval', async () => {
      const { a, b } = await twoNodes()
      const options = { ttlMs: 30_000, forceIntervalMs: 5_000 }
      const cacheA = a.balanceCache(options)
      const cacheB = b.balanceCache(options)
      let loads = 0
      const load = async () => `{"balances":[${++loads}]}`
      expect(await cacheA.get('0xabc|*', false, load)).toBe('{"balances":[1]}')
      expect(await cacheB.get('0xabc|*', false, load)).toBe('{"balances":[1]}')
      expect(await cacheB.get('0xabc|*', true, load)).toBe('{"balances":[2]}')
      // Forced again within the interval, on the other node: the stored answer.
      expect(await cacheA.get('0xabc|*', true, load)).toBe('{"balances":[2]}')
      expect(loads).toBe(2)
    })
  },
)
