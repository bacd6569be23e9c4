import type { FirstLoad } from '../browser/buildFirstLoad'
import { exactFigure } from '../browser/exactFigure'
import type { PageRun } from '../browser/measurePage'
import { overBaseline } from '../browser/overBaseline'
import { summarize } from '../browser/summarize'
import type { BenchResult } from '../lib/BenchResult'

const MIB = 1024 * 1024

/**
 * The consumer goals one kit page is judged by against the kit-less page of the same turns:
 * first load over it (size, files), enabled button over it, click → wallet list, heap after
 * opening over it, each under `prefix` (`consumer`, `consumer.quickstart`).
 * @example
 * const figures = consumerGoalFigures('consumer', { kit, base, kitRuns, baseRuns }, CONSUMER_BUDGET)
 */
export function consumerGoalFigures(
  prefix: string,
  pages: {
    kit: Pick<FirstLoad, 'files' | 'kib'>
    base: Pick<FirstLoad, 'files' | 'kib'>
    kitRuns: PageRun[]
    baseRuns: PageRun[]
  },
  budget: {
    firstLoadKiB: number
    firstLoadExtraFiles: number
    buttonEnabledMs: number
    clickToListMs: number
    heapMiB: number
  },
  notes: { firstLoad?: string; clickToList: string; baseline?: string },
): BenchResult[] {
  const { kit, base, kitRuns, baseRuns } = pages
  return [
    exactFigure(`${prefix}.firstLoad.porticoOverNoKit`, 'KiB gzip', kit.kib - base.kib, {
      budget: budget.firstLoadKiB,
      ...(notes.firstLoad && { note: notes.firstLoad }),
    }),
    exactFigure(`${prefix}.firstLoad.extraFiles`, 'files', kit.files.length - base.files.length, {
      budget: budget.firstLoadExtraFiles,
      note: 'first-load JS files beside the app’s own',
    }),
    summarize(
      `${prefix}.buttonEnabled.porticoOverNoKit`,
      'ms',
      overBaseline(kitRuns, baseRuns, (run) => run.buttonEnabledMs),
      {
        budget: budget.buttonEnabledMs,
        note: `later than ${notes.baseline ?? 'wagmi-baseline'}, same turn`,
      },
    ),
    summarize(
      `${prefix}.clickToList`,
      'ms',
      kitRuns.map((run) => run.clickToListMs ?? Number.NaN),
      { budget: budget.clickToListMs, note: notes.clickToList },
    ),
    summarize(
      `${prefix}.heap.porticoOverNoKit`,
      'MiB',
      overBaseline(kitRuns, baseRuns, (run) => run.heapBytes / MIB),
      { budget: budget.heapMiB, note: 'after opening the modal, after GC' },
    ),
  ]
}
