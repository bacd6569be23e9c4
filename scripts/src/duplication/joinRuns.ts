import type { WindowMatch } from './WindowMatch'

/**
 * A maximal run of windows two places share: windows `from`…`to` of file `a` (by their first
 * significant line) stand at the same distance `offset` further in file `b`; a run of n windows
 * covers n + size - 1 lines. `identical` lists the windows of it that are the same to the letter,
 * `recurring` those whose shape is a folder's pattern.
 * @example
 * const run: WindowRun = { a: 0, b: 4, from: 10, to: 14, offset: 42, identical: [10, 11], recurring: [] }
 */
export type WindowRun = {
  a: number
  b: number
  from: number
  to: number
  offset: number
  identical: number[]
  recurring: number[]
}

/**
 * Joins window matches into maximal runs: matches of the same two files at the same distance
 * whose windows follow one another make one run.
 * @example
 * joinRuns([{ a: 0, atA: 1, b: 1, atB: 5, identical: true, recurring: false }, { a: 0, atA: 2, b: 1, atB: 6, identical: false, recurring: false }])
 * // [{ a: 0, b: 1, from: 1, to: 2, offset: 4, identical: [1], recurring: [] }]
 */
export function joinRuns(matches: readonly WindowMatch[]): WindowRun[] {
  const byDiagonal = new Map<string, Map<number, WindowMatch>>()
  for (const match of matches) {
    const key = `${match.a} ${match.b} ${match.atB - match.atA}`
    const diagonal = byDiagonal.get(key) ?? new Map<number, WindowMatch>()
    const seen = diagonal.get(match.atA)
    // The same two places can match at both levels: identical, and of the same shape.
    diagonal.set(
      match.atA,
      seen
        ? {
            ...seen,
            identical: seen.identical || match.identical,
            recurring: seen.recurring || match.recurring,
          }
        : match,
    )
    byDiagonal.set(key, diagonal)
  }
  const runs: WindowRun[] = []
  for (const diagonal of byDiagonal.values()) {
    let run: WindowRun | undefined
    for (const match of [...diagonal.values()].sort((x, y) => x.atA - y.atA)) {
      if (!run || match.atA !== run.to + 1) {
        run = {
          a: match.a,
          b: match.b,
          from: match.atA,
          to: match.atA,
          offset: match.atB - match.atA,
          identical: [],
          recurring: [],
        }
        runs.push(run)
      }
      run.to = match.atA
      if (match.identical) run.identical.push(match.atA)
      if (match.recurring) run.recurring.push(match.atA)
    }
  }
  return runs
}
