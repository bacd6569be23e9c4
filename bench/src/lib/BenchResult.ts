/**
 * One benchmark figure as `bench/results.json` stores it: `median` (and `p99` where it
 * applies) in `unit`, and the `anchor` it is judged against — a sentence ("RainbowKit 276 KiB")
 * or named reference values. Suites may add fields (runs, min, …); they are kept.
 *
 * @example
 * const result: BenchResult = { name: 'gateway cached balance', unit: 'req/s', median: 6100, anchor: '> 5,000 req/s' }
 */
export type BenchResult = {
  name: string
  unit: string
  median: number
  p99?: number
  anchor: string | Record<string, number | string>
  [extra: string]: unknown
}

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
