/**
 * One figure of a service's benchmark (the gateway's, the relay's): its `median` (and `p99`
 * where it applies) in `unit`, and the target it is judged against. `bench/` stores it in
 * `bench/results.json`, whose own type also takes named reference values and extra fields.
 * @example
 * const result: BenchResult = { name: 'relay publish→delivery latency', unit: 'ms', median: 0.4, p99: 1.2, anchor: 'p99 < 5 ms' }
 */
export type BenchResult = {
  name: string
  unit: string
  median: number
  p99?: number
  /** A sentence, or named values: `budget` (most the median may be), `minimum` (least the
   * median may be, for rates) and `p99Budget` (most the p99 may be) are checked by `npm run bench`. */
  anchor: string | Record<string, number | string>
}
