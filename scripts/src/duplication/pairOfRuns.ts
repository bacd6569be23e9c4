import { isBoilerplatePair } from './isBoilerplatePair'
import type { WindowRun } from './joinRuns'
import type { ReadSourceFile } from './readSourceFiles'
import type { ShapePair, SharedRun } from './ShapePair'

/**
 * The pair two files make from the runs they share (all with the same `a` and `b`, windows of
 * `size` lines): its runs as places in original line numbers, longest first, and the pair's
 * figures (ShapePair).
 * @example
 * pairOfRuns(files, runsOfTwoFiles, 6) // { a: { file: 'x.ts', start: 3, end: 12 }, …, runs: 2 }
 */
export function pairOfRuns(
  files: readonly ReadSourceFile[],
  runs: readonly WindowRun[],
  size: number,
): ShapePair {
  const a = files[runs[0]!.a]!
  const b = files[runs[0]!.b]!
  const shared: SharedRun[] = runs
    .map((run) => {
      const last = run.to + size - 1
      return {
        a: { file: a.path, start: a.lines[run.from]!.line, end: a.lines[last]!.line },
        b: {
          file: b.path,
          start: b.lines[run.from + run.offset]!.line,
          end: b.lines[last + run.offset]!.line,
        },
        lines: last - run.from + 1,
        identicalTokens: identicalTokens(a, run, size),
      }
    })
    .sort((x, y) => y.lines - x.lines || x.a.start - y.a.start)
  const longest = shared[0]!
  const covered = new Set<number>()
  for (const run of runs) for (let at = run.from; at < run.to + size; at++) covered.add(at)
  const identical = runs.some((run) => run.identical.length > 0)
  return {
    a: longest.a,
    b: longest.b,
    lines: longest.lines,
    runs: runs.length,
    shared: covered.size,
    identical,
    boilerplate: !identical && isBoilerplatePair(a.lines, runs, size),
    allRuns: shared,
  }
}

// The tokens of the lines of `a` that stand in the run's windows the same to the letter.
function identicalTokens(a: ReadSourceFile, run: WindowRun, size: number): number {
  const lines = new Set<number>()
  for (const window of run.identical) for (let at = window; at < window + size; at++) lines.add(at)
  let tokens = 0
  for (const at of lines) tokens += a.lines[at]!.form + a.lines[at]!.content
  return tokens
}
