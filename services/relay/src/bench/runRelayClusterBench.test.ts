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
      expect(results.map((r) => r.unit)).toEqual(['ms', 'messages/s', 'ms', 'messages/s'])
      expect(results[2]?.name).toContain('3 nodes')
      for (const result of results) expect(result.median).toBeGreaterThan(0)
      expect(results[2]?.p99).toBeGreaterThanOrEqual(results[2]?.median ?? 0)
    }, 90_000)
  },
)
