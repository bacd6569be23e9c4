import { median } from '@portico/test/stats/median'
import { quantile } from '@portico/test/stats/quantile'

/**
 * One browser figure: median and p99 of its samples (2 decimals), the sample count, and what it
 * compares against.
 * @example
 * const r: BrowserBenchResult = { name: 'browser.clickToList', unit: 'ms', median: 21, p99: 30, runs: 5, anchor: { target: 40 } }
 */
export type BrowserBenchResult = {
  name: string
  unit: string
  median: number
  p99: number
  runs: number
  anchor: Record<string, number | string>
  [extra: string]: unknown
}

/**
 * Summarizes samples into a {@link BrowserBenchResult}.
 * @example
 * summarize('browser.clickToList', 'ms', [21, 19, 30], { target: '< 40' })
 */
export function summarize(
  name: string,
  unit: string,
  values: readonly number[],
  anchor: BrowserBenchResult['anchor'],
): BrowserBenchResult {
  return {
    name,
    unit,
    median: round(median(values)),
    p99: round(quantile(values, 0.99)),
    runs: values.length,
    anchor,
  }
}

/**
 * Two decimals, the precision the bench reports.
 * @example
 * round(21.456) // 21.46
 */
export function round(value: number): number {
  return Math.round(value * 100) / 100
}
