import type { BenchResult } from './BenchResult'

/**
 * One line per result whose anchor names a numeric `budget` (an upper bound on the median):
 * whether it is met, and by how much it is missed.
 * @example
 * budgetVerdicts([{ name: 'firstLoad.porticoOnWagmi', unit: 'KiB gzip', median: 23.1, anchor: { budget: 25 } }])
 * // ['met   firstLoad.porticoOnWagmi: 23.1 KiB gzip (budget 25)']
 */
export function budgetVerdicts(results: readonly BenchResult[]): string[] {
  const lines: string[] = []
  for (const result of results) {
    const budget = typeof result.anchor === 'object' ? result.anchor.budget : undefined
    if (typeof budget !== 'number') continue
    const figure = `${result.name}: ${format(result.median)} ${result.unit} (budget ${format(budget)})`
    lines.push(
      result.median <= budget
        ? `met   ${figure}`
        : `OVER  ${figure}, ${format(result.median - budget)} too much`,
    )
  }
  return lines
}

function format(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: Math.abs(value) >= 100 ? 0 : 1 })
}
