import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BenchResult } from '@portico/test/stats/BenchResult'
import { quantile } from '@portico/test/stats/quantile'
import { randomTopic } from '../testing/randomTopic'
import { benchHeldSockets } from './benchHeldSockets'
import { type BenchClient, connectBenchClient } from './connectBenchClient'
import { measureLatency } from './measureLatency'
import { measureThroughput } from './measureThroughput'
import { processCpuMs } from './processCpuMs'
import { spawnBenchRelay } from './spawnBenchRelay'

/**
 * Knobs of {@link runRelayBench}; the defaults are the scenario.
 * @example
 * await runRelayBench({ clients: 100, latencySamples: 500 })
 */
export type RelayBenchOptions = {
  clients?: number
  latencySamples?: number
  throughputMessages?: number
  throughputRounds?: number
  /** Sockets held at once in the last phase (from a separate process). */
  heldSockets?: number
  /** How long they are held before they are counted. */
  holdMs?: number
  /** Hard cap for each measured phase. */
  phaseTimeLimitMs?: number
  /** Node flags for the relay process, e.g. `['--cpu-prof', '--cpu-prof-dir=/tmp/prof']`. */
  relayNodeArgs?: string[]
}

/**
 * Benchmark one relay process on loopback: publish → delivery latency (median, p99) with 1,000
 * connected clients, messages/s delivered with all of them publishing (and the relay's CPU time
 * per message), then 10,000 sockets held at once on a fresh relay with its resident memory. The
 * relays run as separate processes (server.ts) on temporary SQLite files, their connection caps
 * raised for a benchmark whose clients all share one address; everything is closed afterwards.
 * @example
 * const results = await runRelayBench()
 */
export async function runRelayBench(options: RelayBenchOptions = {}): Promise<BenchResult[]> {
  const clientCount = options.clients ?? 1_000
  const timeLimit = options.phaseTimeLimitMs ?? 20_000
  const payload = 'A'.repeat(400)
  const dir = mkdtempSync(join(tmpdir(), 'portico-relay-bench-'))
  const relay = await spawnBenchRelay(dir, clientCount + 100, options.relayNodeArgs)
  const clients: BenchClient[] = []
  let loadResults: BenchResult[]
  try {
    const waiters = new Map<string, (at: number) => void>()
    const counters = new Map<string, () => void>()
    const onDelivery = (message: string, at: number) => {
      const waiter = waiters.get(message)
      if (waiter) {
        waiters.delete(message)
        waiter(at)
        return
      }
      counters.get(message.slice(0, message.indexOf('-')))?.()
    }
    for (let start = 0; start < clientCount; start += 50) {
      const batch = Array.from({ length: Math.min(50, clientCount - start) }, () =>
        connectBenchClient(relay.url, randomTopic(), onDelivery),
      )
      clients.push(...(await Promise.all(batch)))
    }
    await Promise.all(clients.map((client) => client.subscribe()))

    const waitDelivery = (message: string) =>
      new Promise<number>((resolve) => waiters.set(message, resolve))
    const warmUp = await measureLatency({
      clients,
      samples: 300,
      label: 'warm',
      payload,
      deadline: performance.now() + timeLimit,
      waitDelivery,
    })
    const latencies = await measureLatency({
      clients,
      samples: options.latencySamples ?? 3_000,
      label: 'lat',
      payload,
      deadline: performance.now() + timeLimit,
      waitDelivery,
    })
    const rates: number[] = []
    const cpuPerMessage: number[] = []
    for (let round = 0; round < (options.throughputRounds ?? 3); round++) {
      const cpuBefore = processCpuMs(relay.pid)
      const { rate, delivered } = await measureThroughput({
        clients,
        total: options.throughputMessages ?? 40_000,
        window: 16,
        payload,
        deadline: performance.now() + timeLimit,
        label: `tp${round}`,
        onDeliveryCount: (label, count) => counters.set(label, count),
      })
      rates.push(rate)
      const cpuAfter = processCpuMs(relay.pid)
      if (cpuBefore !== undefined && cpuAfter !== undefined && delivered > 0) {
        cpuPerMessage.push(((cpuAfter - cpuBefore) * 1000) / delivered)
      }
    }
    const round2 = (value: number) => Math.round(value * 100) / 100
    loadResults = [
      {
        name: `relay publish→delivery latency (${clientCount} clients, ${latencies.length} samples after ${warmUp.length} warm-up)`,
        unit: 'ms',
        median: round2(quantile(latencies, 0.5)),
        p99: round2(quantile(latencies, 0.99)),
        anchor: 'issue 5 / 14 target: p99 < 5 ms',
      },
      {
        name: `relay throughput (one process, ${clientCount} clients publishing, median of ${rates.length} rounds)`,
        unit: 'messages/s',
        median: Math.round(quantile(rates, 0.5)),
        anchor: 'issue 5 / 14 target: ≥ 20,000 messages/s',
      },
      ...(cpuPerMessage.length > 0
        ? [
            {
              name: 'relay CPU time per delivered message (publish, store, push, ack; throughput rounds)',
              unit: 'µs',
              median: Math.round(quantile(cpuPerMessage, 0.5)),
              anchor: 'derived budget: ≤ 50 µs per message on one core for > 20,000 messages/s',
            },
          ]
        : []),
    ]
  } finally {
    await Promise.all(clients.map((client) => client.close()))
    await relay.stop()
    rmSync(dir, { recursive: true, force: true })
  }
  const held = await benchHeldSockets({
    count: options.heldSockets ?? 10_000,
    holdMs: options.holdMs ?? 3_000,
    timeLimitMs: Math.max(timeLimit, 120_000),
    ...(options.relayNodeArgs ? { relayNodeArgs: options.relayNodeArgs } : {}),
  })
  return [...loadResults, ...held]
}
