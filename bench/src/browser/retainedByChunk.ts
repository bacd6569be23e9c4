import { median } from '@portico/test/stats/median'
import type { BuiltSite } from './buildSite'

/**
 * One row of what a page keeps in memory: a built file (or `(no script)`), the median KiB still
 * alive that its code allocated, and the sources that weigh most in that file.
 * @example
 * const row: RetainedRow = { file: 'assets/Modal-x.js', kib: 52.1, sources: ['react/dist/modal', 'zod'] }
 */
export type RetainedRow = { file: string; kib: number; sources: string[] }

/**
 * Turns several runs' {@link retainedByScript} maps into rows, largest first: per file the median
 * over the runs (0 where a run sampled nothing of it), named with its three heaviest sources
 * (`site.sources`), so a row says which modules' code keeps the memory.
 * @example
 * for (const row of retainedByChunk(site, runs.map((r) => r.retainedByScript!))) console.log(row)
 */
export function retainedByChunk(
  site: BuiltSite,
  runs: ReadonlyArray<ReadonlyMap<string, number>>,
): RetainedRow[] {
  const paths = new Set(runs.flatMap((run) => [...run.keys()]))
  return [...paths]
    .map((path) => {
      const file = path.replace(/^\//, '')
      const sources = [...(site.sources.get(file) ?? new Map<string, number>())]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([source]) => source)
      return {
        file: file === '' ? '(no script)' : file,
        kib: Math.round((median(runs.map((run) => run.get(path) ?? 0)) / 1024) * 10) / 10,
        sources,
      }
    })
    .sort((a, b) => b.kib - a.kib)
}
