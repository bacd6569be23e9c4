import type { BenchResult as ServiceBenchResult } from '@portico/test/stats/BenchResult'

/**
 * One benchmark figure as `bench/results.json` stores it: a service's figure
 * (`@portico/test`'s BenchResult: `median`, `p99` where it applies, in `unit`, and the `anchor`
 * it is judged against, a sentence or named reference values), to which suites may add fields
 * (runs, min, …); they are kept.
 *
 * @example
 * const result: BenchResult = { name: 'gateway cached balance', unit: 'req/s', median: 6100, anchor: '> 5,000 req/s' }
 */
export type BenchResult = ServiceBenchResult & { [extra: string]: unknown }

/**
 * What a suite must return: a list of results (checked at run time, suites come from everywhere).
 * @example
 * if (!results.every(isBenchResult)) throw new Error('bad suite output')
 */
export function isBenchResult(value: unknown): value is BenchResult {
  if (!value || typeof value !== 'object') return false
  const entry = value as Record<string, unknown>
  return (
    typeof entry.name === 'string' &&
    typeof entry.unit === 'string' &&
    typeof entry.median === 'number' &&
    (entry.p99 === undefined || typeof entry.p99 === 'number') &&
    (typeof entry.anchor === 'string' ||
      (typeof entry.anchor === 'object' && entry.anchor !== null))
  )
}
