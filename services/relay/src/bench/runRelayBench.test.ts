import { testRedisAnswers } from '@portico/test/services/testServiceAnswers'
import { describe, expect, it } from 'vitest'
import { runRelayBench } from './runRelayBench'

const redisAnswers = await testRedisAnswers('the relay bench test on Redis')

describe('runRelayBench', () => {
  it('measures latency, throughput and held sockets against a relay process and cleans up', async () => {
    const results = await runRelayBench({
      stores: ['sqlite'],
      clients: 20,
      latencySamples: 100,
      throughputMessages: 400,
      throughputRounds: 1,
      heldSockets: 50,
      holdMs: 100,
      phaseTimeLimitMs: 10_000,
    })
    expect(results.map((r) => r.unit)).toEqual(['ms', 'messages/s', 'µs', 'sockets', 'MiB'])
    const [latency, throughput] = results
    expect(latency?.median).toBeGreaterThan(0)
    expect(latency?.p99).toBeGreaterThanOrEqual(latency?.median ?? 0)
    expect(throughput?.median).toBeGreaterThan(0)
    expect(Number.isFinite(results[2]?.median)).toBe(true)
    expect(results[3]?.median).toBe(50)
    expect(results[4]?.median).toBeGreaterThan(10)
    expect(latency?.anchor).toMatchObject({ p99Budget: 5 })
    expect(throughput?.anchor).toMatchObject({ minimum: 20_000 })
    expect(results[2]?.anchor).toMatchObject({ budget: 50 })
  }, 60_000)

  it.runIf(redisAnswers)(
    'measures one relay on Redis against the per-node goals, with Redis CPU per message',
    async () => {
      const results = await runRelayBench({
        stores: ['redis'],
        skipHeldSockets: true,
        clients: 20,
        latencySamples: 100,
        throughputMessages: 400,
        throughputRounds: 1,
        phaseTimeLimitMs: 10_000,
      })
      expect(results.map((r) => r.unit)).toEqual(['ms', 'messages/s', 'µs', 'µs'])
      const [latency, throughput, relayCpu, redisCpu] = results
      for (const result of results) expect(result.name).toMatch(/relay on Redis(, | \()one node/)
      expect(latency?.p99).toBeGreaterThanOrEqual(latency?.median ?? 0)
      expect(throughput?.median).toBeGreaterThan(0)
      expect(relayCpu?.median).toBeGreaterThan(0)
      expect(Number.isFinite(redisCpu?.median)).toBe(true)
      expect(latency?.anchor).toMatchObject({ p99Budget: 5 })
      expect(throughput?.anchor).toMatchObject({ minimum: 20_000 })
    },
    60_000,
  )
})
