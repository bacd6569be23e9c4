/**
 * The q-quantile (0..1) of some samples, nearest-rank method.
 * @example
 * percentile([3, 1, 2], 0.5) // 2
 */
export function percentile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return Number.NaN
  const sorted = [...samples].sort((a, b) => a - b)
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)))
  return sorted[rank - 1] as number
}
