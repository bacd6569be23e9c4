import type { BenchResult } from '../lib/BenchResult'
import { round } from './summarize'

/**
 * A figure read once, from a build or a count, rather than sampled: its value as the median (2
 * decimals), with no p99 or run count.
 * @example
 * exactFigure('firstLoad.wagmi-portico', 'KiB gzip', kit.kib, { note: 'the kit page' })
 */
export function exactFigure(
  name: string,
  unit: string,
  value: number,
  anchor: BenchResult['anchor'],
): BenchResult {
  return { name, unit, median: round(value), anchor }
}
