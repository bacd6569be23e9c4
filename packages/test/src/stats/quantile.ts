/**
 * The q-quantile (0…1) of samples, interpolating between neighbours; NaN when there are none.
 * Every bench figure (kit, gateway, relay) is summarised with it, so their medians and p99s
 * are computed the same way.
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
  const low = sorted[lower] as number
  const high = sorted[upper] as number
  return low + (high - low) * (position - lower)
}
