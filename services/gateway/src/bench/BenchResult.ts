/**
 * One benchmark figure as `npm run bench` records it: the median (and p99 where it applies) in
 * `unit`, and the anchor it is judged against.
 * @example const r: BenchResult = { name: 'gateway cached balance', unit: 'req/s', median: 9000, anchor: '> 5,000 req/s' }
 */
export type BenchResult = {
  name: string
  unit: string
  median: number
  p99?: number
  anchor: string
}
