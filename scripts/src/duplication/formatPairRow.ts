import type { ShapePair } from './ShapePair'

/**
 * One pair as a row of the duplication report: its number, its longest run's two places, then
 * `shape` when no run is the same to the letter, `boilerplate` when it is marked so, and how
 * many more runs the two share.
 * @example
 * formatPairRow(pair, 0) // 'D1 packages/a/src/x.ts:10-24 ~ packages/b/src/y.ts:40-54 shape (+2 more runs)'
 */
export function formatPairRow(pair: ShapePair, index: number): string {
  const { a, b } = pair
  const more = pair.runs - 1
  return [
    `D${index + 1} ${a.file}:${a.start}-${a.end} ~ ${b.file}:${b.start}-${b.end}`,
    pair.identical ? '' : ' shape',
    pair.boilerplate ? ' boilerplate' : '',
    more > 0 ? ` (+${more} more run${more === 1 ? '' : 's'})` : '',
  ].join('')
}
