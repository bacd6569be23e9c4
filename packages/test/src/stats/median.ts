import { quantile } from './quantile'

/**
 * The median of samples (interpolated between the middle two of an even count); NaN when there
 * are none.
 * @example
 * median([5, 1, 3]) // 3
 */
export function median(samples: readonly number[]): number {
  return quantile(samples, 0.5)
}
