import type { BenchResult } from './BenchResult'

/**
 * A benchmark suite the runner knows: the module that implements it (absolute path, loaded
 * only when it exists) and the name of the function it exports.
 *
 * @example
 * const suite: BenchSuite = { name: 'relay', modules: ['/repo/services/relay/src/bench/runRelayBench.ts'], exportName: 'runRelayBench' }
 */
export type BenchSuite = {
  name: string
  /** Candidate module files, first existing one wins. */
  modules: readonly string[]
  exportName: string
  /**
   * Run only when named (`npm run bench -- <name>`), as a suite that needs the network does;
   * a run of every suite keeps its last results.
   */
  onlyWhenNamed?: boolean
}

/**
 * What running one suite gave.
 * @example
 * const outcome: SuiteOutcome = await runSuite(suite)
 */
export type SuiteOutcome =
  | { suite: string; status: 'ran'; results: BenchResult[]; ms: number }
  | { suite: string; status: 'skipped'; reason: string }
  | { suite: string; status: 'failed'; error: string; ms: number }
