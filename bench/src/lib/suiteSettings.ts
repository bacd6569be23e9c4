/**
 * What a suite's function takes: how many turns to measure and where its progress lines go.
 * @example
 * const results = await runScenariosBench({ runs: 11, log: () => {} } satisfies SuiteOptions)
 */
export type SuiteOptions = { runs?: number; log?: (line: string) => void }

/**
 * A suite's settings from its options: `runs` as asked but at least `least` (a median of fewer
 * turns says little), `usual` when not asked; lines to the console unless `log` takes them.
 * @example
 * const { runs, log } = suiteSettings(options, { least: 5, usual: 31 })
 */
export function suiteSettings(
  options: SuiteOptions,
  runs: { least: number; usual: number },
): { runs: number; log: (line: string) => void } {
  return {
    runs: Math.max(runs.least, options.runs ?? runs.usual),
    log: options.log ?? ((line: string) => console.log(line)),
  }
}
