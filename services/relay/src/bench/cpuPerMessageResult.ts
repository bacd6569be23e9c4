import type { BenchResult } from '@portico/test/stats/BenchResult'
import { quantile } from '@portico/test/stats/quantile'

/**
 * The median CPU time per delivered message (µs) over the rounds that measured it, as a
 * one-figure list to spread into the results; empty where no round could read the CPU.
 * @example results.push(...cpuPerMessageResult('relay CPU time per delivered message', load.cpuPerMessage, 'reported'))
 */
export function cpuPerMessageResult(
  name: string,
  samples: readonly number[],
  anchor: BenchResult['anchor'],
): BenchResult[] {
  if (samples.length === 0) return []
  return [{ name, unit: 'µs', median: Math.round(quantile(samples, 0.5)), anchor }]
}
