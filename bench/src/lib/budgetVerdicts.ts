import type { BenchResult } from './BenchResult'

/**
 * One line per goal a result's anchor names: `budget` (an upper bound on the median), `minimum`
 * (a lower bound on the median, for rates) and `p99Budget` (an upper bound on the p99) — whether
 * each is met, and by how much it is missed.
 * @example
 * budgetVerdicts([{ name: 'firstLoad.porticoOnWagmi', unit: 'KiB gzip', median: 23.1, anchor: { budget: 25 } }])
 * // ['met   firstLoad.porticoOnWagmi: 23.1 KiB gzip (budget 25)']
 */
export function budgetVerdicts(results: readonly BenchResult[]): string[] {
  const lines: string[] = []
  for (const result of results) {
    if (typeof result.anchor !== 'object') continue
    const { budget, minimum, p99Budget } = result.anchor
    const figure = `${result.name}: ${format(result.median)} ${result.unit}`
    if (typeof budget === 'number') {
      lines.push(
        result.median <= budget
          ? `met   ${figure} (budget ${format(budget)})`
          : `OVER  ${figure} (budget ${format(budget)}), ${format(result.median - budget)} too much`,
      )
    }
    if (typeof minimum === 'number') {
      lines.push(
        result.median >= minimum
          ? `met   ${figure} (at least ${format(minimum)})`
          : `UNDER ${figure} (at least ${format(minimum)}), ${format(minimum - result.median)} short`,
      )
    }
    if (typeof p99Budget === 'number') {
      const p99 = `${result.name} p99: ${result.p99 === undefined ? 'not measured' : `${format(result.p99)} ${result.unit}`} (budget ${format(p99Budget)})`
      lines.push(
        result.p99 !== undefined && result.p99 <= p99Budget
          ? `met   ${p99}`
          : `OVER  ${p99}${result.p99 === undefined ? '' : `, ${format(result.p99 - p99Budget)} too much`}`,
      )
    }
  }
  return lines
}

function format(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: Math.abs(value) >= 100 ? 0 : 1 })
}
