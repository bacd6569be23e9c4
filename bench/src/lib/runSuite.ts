import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { isBenchResult } from './BenchResult'
import type { BenchSuite, SuiteOutcome } from './BenchSuite'

/**
 * Loads a suite's module (when it exists) and runs its exported function. A missing module is
 * `skipped` ("not built"); a throw or a malformed result is `failed` — the run goes on either way.
 *
 * @example
 * const outcome = await runSuite({ name: 'relay', modules: [path], exportName: 'runRelayBench' })
 */
export async function runSuite(suite: BenchSuite): Promise<SuiteOutcome> {
  const module = suite.modules.find((path) => existsSync(path))
  if (!module) return { suite: suite.name, status: 'skipped', reason: 'not built' }
  const startedAt = performance.now()
  const ms = () => Math.round(performance.now() - startedAt)
  try {
    const loaded = (await import(pathToFileURL(module).href)) as Record<string, unknown>
    const run = loaded[suite.exportName]
    if (typeof run !== 'function') {
      return {
        suite: suite.name,
        status: 'skipped',
        reason: `${module} exports no ${suite.exportName} yet`,
      }
    }
    const results: unknown = await run()
    if (!Array.isArray(results) || !results.every(isBenchResult)) {
      return {
        suite: suite.name,
        status: 'failed',
        error: `${suite.exportName} did not return a list of { name, unit, median, p99?, anchor }`,
        ms: ms(),
      }
    }
    return { suite: suite.name, status: 'ran', results, ms: ms() }
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error)
    return { suite: suite.name, status: 'failed', error: message, ms: ms() }
  }
}
