import { testRedisAnswers } from '@portico/test/services/testServiceAnswers'
import { describe, expect, it } from 'vitest'
import { runRelayClusterBench } from './runRelayClusterBench'

describe.runIf(await testRedisAnswers('the relay cluster bench test'))(
  'runRelayClusterBench',
  () => {
    it('measures latency and throughput for 1 and 3 nodes over Redis, with deliveries across nodes', async () => {
      const results = await runRelayClusterBench({
        clients: 12,
        latencySamples: 60,
        throughputMessages: 240,
        throughputRounds: 1,
        phaseTimeLimitMs: 10_000,
      })
      const perNodeCount = ['ms', 'messages/s', 'µs', 'µs']
      expect(results.map((r) => r.unit)).toEqual([...perNodeCount, ...perNodeCount])
      expect(results[4]?.name).toContain('3 nodes')
      for (const result of results.filter((r) => r.unit !== 'µs')) {
        expect(result.median).toBeGreaterThan(0)
      }
      // CPU is read in 10 ms ticks: a tiny run may round to 0, never to nothing.
      for (const result of results.filter((r) => r.unit === 'µs')) {
        expect(Number.isFinite(result.median)).toBe(true)
      }
      expect(results[4]?.p99).toBeGreaterThanOrEqual(results[4]?.median ?? 0)
    }, 90_000)
  },
)
