import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { testRedisKeySpace } from '@portico/test/services/testRedisKeySpace'
import { testRedisAnswers } from '@portico/test/services/testServiceAnswers'
import type { BenchResult } from '@portico/test/stats/BenchResult'
import { quantile } from '@portico/test/stats/quantile'
import { Redis } from 'ioredis'
import { benchHeldSockets } from './benchHeldSockets'
import { cpuPerMessageResult } from './cpuPerMessageResult'
import { measureRelayLoad, type RelayLoad } from './measureRelayLoad'
import { readRedisCpuMs } from './readRedisCpuMs'
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
  /** Which stores to load: SQLite, and Redis when it answers (`PORTICO_TEST_REDIS_URL`). */
  stores?: readonly ('sqlite' | 'redis')[]
  /** Skip the held-sockets phase (it is the same relay on either store). */
  skipHeldSockets?: boolean
}

type LoadSettings = Parameters<typeof measureRelayLoad>[1]

const round2 = (value: number) => Math.round(value * 100) / 100

async function loadSqliteRelay(settings: LoadSettings, nodeArgs: string[] | undefined) {
  const dir = mkdtempSync(join(tmpdir(), 'portico-relay-bench-'))
  try {
    const relay = await spawnBenchRelay(dir, settings.clients + 100, nodeArgs)
    try {
      return await measureRelayLoad(relay, settings)
    } finally {
      await relay.stop()
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

async function loadRedisRelay(settings: LoadSettings, nodeArgs: string[] | undefined) {
  const dir = mkdtempSync(join(tmpdir(), 'portico-relay-bench-'))
  const space = testRedisKeySpace('relay-bench')
  const redis = new Redis(space.url)
  try {
    const relay = await spawnBenchRelay(dir, settings.clients + 100, nodeArgs, space)
    try {
      return await measureRelayLoad(relay, { ...settings, storeCpuMs: () => readRedisCpuMs(redis) })
    } finally {
      await relay.stop()
    }
  } finally {
    await space.clear()
    await redis.quit()
    rmSync(dir, { recursive: true, force: true })
  }
}

// One store's figures: latency and throughput against the budgets, and the relay's CPU
// time per message where it was measured. `relay` names the relay as each figure's name starts.
function loadResults(
  load: RelayLoad,
  clients: number,
  figures: {
    relay: string
    /** What the throughput's name says of where it ran, before the clients. */
    scope: string
    latencyTarget: string
    throughputTarget: string
    cpuName: string
    cpuAnchor: BenchResult['anchor']
  },
): BenchResult[] {
  const { relay } = figures
  return [
    {
      name: `${relay} publish→delivery latency (${clients} clients, ${load.latencies.length} samples after ${load.warmUps} warm-up)`,
      unit: 'ms',
      median: round2(quantile(load.latencies, 0.5)),
      p99: round2(quantile(load.latencies, 0.99)),
      anchor: { p99Budget: 5, target: figures.latencyTarget },
    },
    {
      name: `${relay} throughput (${figures.scope}${clients} clients publishing, median of ${load.rates.length} rounds)`,
      unit: 'messages/s',
      median: Math.round(quantile(load.rates, 0.5)),
      anchor: { minimum: 20_000, target: figures.throughputTarget },
    },
    ...cpuPerMessageResult(`${relay} ${figures.cpuName}`, load.cpuPerMessage, figures.cpuAnchor),
  ]
}

function sqliteResults(load: RelayLoad, clients: number): BenchResult[] {
  return loadResults(load, clients, {
    relay: 'relay',
    scope: 'one process, ',
    latencyTarget: 'issue 5 / 14: p99 < 5 ms',
    throughputTarget: 'issue 5 / 14: ≥ 20,000 messages/s',
    cpuName: 'CPU time per delivered message (publish, store, push, ack; throughput rounds)',
    cpuAnchor: {
      budget: 50,
      target: 'derived budget: ≤ 50 µs per message on one core for > 20,000 messages/s',
    },
  })
}

function redisResults(load: RelayLoad, clients: number): BenchResult[] {
  return [
    ...loadResults(load, clients, {
      relay: 'relay on Redis (one node)',
      scope: '',
      latencyTarget: 'issue 39: p99 < 5 ms on Redis',
      throughputTarget: 'issue 39: ≥ 20,000 msg/s per node on Redis',
      cpuName: 'CPU time per delivered message (relay process; throughput rounds)',
      cpuAnchor: 'issue 39: reported; the relay process alone, beside the SQLite figure',
    }),
    ...cpuPerMessageResult(
      'Redis CPU time per delivered message (relay on Redis, one node; whole server, throughput rounds)',
      load.storeCpuPerMessage,
      'issue 39: reported; counts anything else the shared Redis did meanwhile',
    ),
  ]
}

/**
 * Benchmark one relay process on loopback: publish → delivery latency (median, p99) with 1,000
 * connected clients, messages/s delivered with all of them publishing (and the relay's CPU time
 * per message) — on SQLite, then on Redis when it answers (with Redis's CPU time per message) —
 * then 10,000 sockets held at once on a fresh relay with its resident memory. The relays run
 * as separate processes (server.ts) on temporary SQLite files or Redis keys, their connection
 * caps raised for a benchmark whose clients all share one address; everything is closed and
 * deleted afterwards.
 * @example
 * const results = await runRelayBench()
 */
export async function runRelayBench(options: RelayBenchOptions = {}): Promise<BenchResult[]> {
  const settings: LoadSettings = {
    clients: options.clients ?? 1_000,
    latencySamples: options.latencySamples ?? 3_000,
    warmUpSamples: 300,
    throughputMessages: options.throughputMessages ?? 40_000,
    throughputRounds: options.throughputRounds ?? 3,
    timeLimitMs: options.phaseTimeLimitMs ?? 20_000,
  }
  const stores = options.stores ?? ['sqlite', 'redis']
  const results: BenchResult[] = []
  if (stores.includes('sqlite')) {
    results.push(
      ...sqliteResults(await loadSqliteRelay(settings, options.relayNodeArgs), settings.clients),
    )
  }
  if (stores.includes('redis') && (await testRedisAnswers('the relay bench on Redis'))) {
    results.push(
      ...redisResults(await loadRedisRelay(settings, options.relayNodeArgs), settings.clients),
    )
  }
  if (options.skipHeldSockets) return results
  const held = await benchHeldSockets({
    count: options.heldSockets ?? 10_000,
    holdMs: options.holdMs ?? 3_000,
    timeLimitMs: Math.max(settings.timeLimitMs, 120_000),
    ...(options.relayNodeArgs ? { relayNodeArgs: options.relayNodeArgs } : {}),
  })
  return [...results, ...held]
}
