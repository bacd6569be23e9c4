import type { PageRun } from './measurePage'

/**
 * Throws unless every run fetched each of `files` before its button was enabled: the sizes
 * come from the build, the runs check the page really loaded them.
 * @example
 * assertLoaded(runs, initialScripts(site.outDir))
 */
export function assertLoaded(runs: readonly PageRun[], files: readonly string[]): void {
  for (const run of runs) {
    const missing = files.filter((file) => !run.initialScripts.includes(`/${file}`))
    if (missing.length > 0) throw new Error(`initial scripts not loaded: ${missing.join(', ')}`)
  }
}
