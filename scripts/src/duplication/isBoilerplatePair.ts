import { isThinWindow } from './isThinWindow'
import type { WindowRun } from './joinRuns'
import type { SignificantLine } from './significantLines'

/**
 * Whether what a pair of files shares is boilerplate: more than half of the windows in its runs
 * (counted on `a`'s side) are thin (isThinWindow) or of a shape that is a folder's pattern
 * (recursInFolder). Such a pair is counted apart: merging it would save little.
 * @example
 * isBoilerplatePair(linesOfA, runsOfThePair, 6) // true when the runs are mostly `} else {` and `<Tag a={b} />`
 */
export function isBoilerplatePair(
  linesOfA: readonly SignificantLine[],
  runs: readonly WindowRun[],
  size: number,
): boolean {
  const windows = new Set<number>()
  const boilerplate = new Set<number>()
  for (const run of runs) {
    for (let at = run.from; at <= run.to; at++) {
      windows.add(at)
      if (isThinWindow(linesOfA.slice(at, at + size))) boilerplate.add(at)
    }
    for (const at of run.recurring) boilerplate.add(at)
  }
  return 2 * boilerplate.size > windows.size
}
