import { describe, expect, it } from 'vitest'
import { runRelayBench } from './runRelayBench'

describe('runRelayBench', () => {
  it('measures latency, throughput and held sockets against a relay process and cleans up', async () => {
    const results = await runRelayBench({
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
    for (const result of results) expect(result.anchor).toMatch(/issue (5|14)|budget/)
  }, 60_000)
})
