import type { BenchResult } from '@portico/test/stats/BenchResult'
import { median } from '@portico/test/stats/median'
import { quantile } from '@portico/test/stats/quantile'
import type { LoadResult } from './runLoad'

const hundredths = (value: number) => Math.round(value * 100) / 100

/**
 * The two results of a route's load rounds: its rate (the rounds' median, whole) and its
 * latency (p50 and p99 over every request of every round, in hundredths of a millisecond).
 * Throws when any request failed: a figure made of errors says nothing.
 * @example
 * const results = loadRoundsResults(rounds, { what: 'swap quote', rate: { name: '…', unit: 'req/s', anchor: '…' }, latency: { name: '…', anchor: '…' } })
 */
export function loadRoundsResults(
  rounds: readonly LoadResult[],
  labels: {
    what: string
    rate: { name: string; unit: string; anchor: string }
    latency: { name: string; anchor: string }
  },
): BenchResult[] {
  const failed = rounds.reduce((n, r) => n + r.failed, 0)
  if (failed > 0) throw new Error(`${failed} ${labels.what} requests failed`)
  const latencies = rounds.flatMap((r) => r.latenciesMs).sort((a, b) => a - b)
  return [
    { ...labels.rate, median: Math.round(median(rounds.map((r) => r.rps))) },
    {
      ...labels.latency,
      unit: 'ms',
      median: hundredths(quantile(latencies, 0.5)),
      p99: hundredths(quantile(latencies, 0.99)),
    },
  ]
}
