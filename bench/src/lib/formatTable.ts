import type { BenchResult } from './BenchResult'

/**
 * Renders results as a plain-text table: name, median, p99, unit, anchor.
 *
 * @example
 * console.log(formatTable(results))
 */
export function formatTable(results: readonly BenchResult[]): string {
  const rows = [
    ['benchmark', 'median', 'p99', 'unit', 'compared with'],
    ...results.map((result) => [
      result.name,
      formatNumber(result.median),
      result.p99 === undefined ? '' : formatNumber(result.p99),
      result.unit,
      formatAnchor(result.anchor),
    ]),
  ]
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column === 1 || column === 2
          ? cell.padStart(widths[column]!)
          : cell.padEnd(widths[column]!),
      )
      .join('  ')
      .trimEnd()
  return [
    line(rows[0]!),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.slice(1).map(line),
  ].join('\n')
}

function formatNumber(value: number): string {
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2
  return value.toLocaleString('en-US', { maximumFractionDigits: digits })
}

function formatAnchor(anchor: BenchResult['anchor']): string {
  if (typeof anchor === 'string') return anchor
  return Object.entries(anchor)
    .map(([key, value]) => `${key} ${typeof value === 'number' ? formatNumber(value) : value}`)
    .join(', ')
}
