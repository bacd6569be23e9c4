/**
 * The median of a non-empty list of numbers.
 * @example
 * median([3, 1, 2]) // 2
 */
export function median(values: readonly number[]): number {
  return quantile(values, 0.5)
}

/**
 * The q-quantile (0..1) of a non-empty list, interpolating between neighbours.
 * @example
 * quantile([1, 2, 3, 4, 5], 0.99) // 4.96
 */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) throw new Error('no values')
  const sorted = [...values].sort((a, b) => a - b)
  const position = (sorted.length - 1) * q
  const low = Math.floor(position)
  const high = Math.ceil(position)
  const a = sorted[low] ?? 0
  const b = sorted[high] ?? a
  return a + (b - a) * (position - low)
}
