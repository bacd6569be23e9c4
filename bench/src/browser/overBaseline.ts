import type { PageRun } from './measurePage'

/**
 * Per turn, how much more a figure of the kit page's run is than the same figure of the
 * kit-less page's run of that turn (pages loaded in turns, so each pair shares the machine's
 * state at the time).
 * @example
 * summarize('buttonEnabled.porticoOnWagmi', 'ms', overBaseline(kitRuns, baseRuns, (run) => run.buttonEnabledMs), {})
 */
export function overBaseline(
  kitRuns: readonly PageRun[],
  baseRuns: readonly PageRun[],
  figure: (run: PageRun) => number,
): number[] {
  return kitRuns.map((run, i) => {
    const base = baseRuns[i]
    return figure(run) - (base ? figure(base) : 0)
  })
}
