import type { ClonePlace } from './Clone'

/**
 * One run two places share: the same significant lines, identical or of the same shape, on both
 * sides (`lines` counts them; comments, blank lines and the other lines passed over fall inside
 * the places but not in the count). `identicalTokens` counts the tokens of its lines that stand
 * in windows the same to the letter (0 when the run is alike only in shape).
 * @example
 * const run: SharedRun = { a: { file: 'a.ts', start: 3, end: 12 }, b: { file: 'b.ts', start: 40, end: 49 }, lines: 8, identicalTokens: 0 }
 */
export type SharedRun = { a: ClonePlace; b: ClonePlace; lines: number; identicalTokens: number }

/**
 * Two files (or one file with itself) that share one run or more. `a`, `b` and `lines` are those
 * of the longest run (so a pair reads as a Clone), `runs` how many runs the two share, `shared`
 * how many of `a`'s significant lines stand in any of them. `identical` when one run at least is
 * the same to the letter; `boilerplate` (only ever on a pair that is not identical) when most of
 * the shared lines are thin or belong to a shape that recurs across a folder.
 * @example
 * const pair: ShapePair = { a, b, lines: 8, runs: 2, shared: 14, identical: false, boilerplate: false, allRuns: [run, other] }
 */
export type ShapePair = {
  a: ClonePlace
  b: ClonePlace
  lines: number
  runs: number
  shared: number
  identical: boolean
  boilerplate: boolean
  allRuns: SharedRun[]
}
