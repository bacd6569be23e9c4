/**
 * The q-quantile (0…1) of samples, interpolating between neighbours; NaN when there are none.
 *
 * @example
 * quantile([1, 2, 3, 4], 0.5) // 2.5
 * quantile(latencies, 0.99)
 */
export function quantile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return Number.NaN
  const sorted = [...samples].sort((a, b) => a - b)
  const position = (sorted.length - 1) * Math.min(1, Math.max(0, q))
  const lower = Math.floor(position)
  const upper = Math.ceil(position)
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (position - lower)
}

/**
 * The median of samples.
 *
 * @example
 * median([5, 1, 3]) // 3
 */
export function median(samples: readonly number[]): number {
  return quantile(samples, 0.5)
}
