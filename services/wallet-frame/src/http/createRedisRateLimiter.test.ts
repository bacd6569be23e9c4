import { testRedisKeySpace } from '@portico/test/services/testRedisKeySpace'
import { testRedisAnswers } from '@portico/test/services/testServiceAnswers'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { WalletFrameError } from '../errors/WalletFrameError'
import { createManualClock } from '../testing/createManualClock'
import { createRedisRateLimiter } from './createRedisRateLimiter'

const space = testRedisKeySpace('wallet-frame')
// Two nodes: a connection each to one Redis, under one key prefix.
const nodeA = new Redis(space.url, { lazyConnect: true })
const nodeB = new Redis(space.url, { lazyConnect: true })
afterAll(async () => {
  await space.clear()
  nodeA.disconnect()
  nodeB.disconnect()
})

const refusal = (promise: Promise<void>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  )

describe.runIf(await testRedisAnswers("the wallet frame's shared rate limits"))(
  'createRedisRateLimiter: one bucket for every node',
  () => {
    it('spends one bucket from both nodes, refills it over time and keeps keys and limiters apart', async () => {
      const clock = createManualClock(1_000_000)
      const bucket = { capacity: 3, refillPerSecond: 0.5, clock }
      const onA = createRedisRateLimiter({
        redis: nodeA,
        prefix: `${space.prefix}send:`,
        ...bucket,
      })
      const onB = createRedisRateLimiter({
        redis: nodeB,
        prefix: `${space.prefix}send:`,
        ...bucket,
      })
      await onA.take('192.0.2.1')
      await onB.take('192.0.2.1')
      await onA.take('192.0.2.1')
      const refused = await refusal(onB.take('192.0.2.1'))
      expect(refused).toBeInstanceOf(WalletFrameError)
      expect(refused).toMatchObject({ code: 'RATE_LIMITED', headers: { 'Retry-After': '2' } })
      await onB.take('198.51.100.7')
      const other = createRedisRateLimiter({
        redis: nodeB,
        prefix: `${space.prefix}verify:`,
        ...bucket,
      })
      await other.take('192.0.2.1')
      clock.advance(2_000)
      await onB.take('192.0.2.1')
      expect(await refusal(onA.take('192.0.2.1'))).toMatchObject({ code: 'RATE_LIMITED' })
    })

    it('never spends a token twice when both nodes take at once', async () => {
      const clock = createManualClock(1_000_000)
      const bucket = { capacity: 10, refillPerSecond: 0.001, clock }
      const limiters = [nodeA, nodeB].map((redis) =>
        createRedisRateLimiter({ redis, prefix: `${space.prefix}burst:`, ...bucket }),
      )
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          refusal(limiters[i % 2]?.take('k') ?? Promise.resolve()),
        ),
      )
      expect(answers.filter((answer) => answer === undefined)).toHaveLength(10)
    })
  },
)
