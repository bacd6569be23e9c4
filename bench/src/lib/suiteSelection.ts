import type { BenchSuite } from './BenchSuite'

/**
 * Which suites a bench run runs, by name: those named on the command line, or with none named
 * every suite but those that run only when named.
 * @example
 * const runs = suiteSelection(benchSuites(), process.argv.slice(2))
 * runs('rivals') // false for `npm run bench`, true for `npm run bench -- rivals`
 */
export function suiteSelection(
  suites: readonly Pick<BenchSuite, 'name' | 'onlyWhenNamed'>[],
  named: readonly string[],
): (name: string) => boolean {
  if (named.length > 0) return (name) => named.includes(name)
  const onlyWhenNamed = new Set(suites.filter((suite) => suite.onlyWhenNamed).map((s) => s.name))
  return (name) => !onlyWhenNamed.has(name)
}
