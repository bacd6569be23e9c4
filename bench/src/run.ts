import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type BenchResult, isBenchResult } from './lib/BenchResult'
import { benchSuites } from './lib/benchSuites'
import { budgetVerdicts } from './lib/budgetVerdicts'
import { formatTable } from './lib/formatTable'
import { runSuite } from './lib/runSuite'
import { suiteSelection } from './lib/suiteSelection'

// `npm run bench`: every registered suite in order, then bench/results.json and a table.
const resultsFile = join(dirname(fileURLToPath(import.meta.url)), '..', 'results.json')
// `npm run bench -- relay gateway` runs only those suites and keeps the others' last results;
// a suite that runs only when named (rivals) keeps its last results in a run of all the others.
const only = process.argv.slice(2)
const previous: unknown = existsSync(resultsFile)
  ? JSON.parse(readFileSync(resultsFile, 'utf8'))
  : []
const runs = suiteSelection(benchSuites(), only)
const results: BenchResult[] = Array.isArray(previous)
  ? previous.filter((entry) => isBenchResult(entry) && !runs(String(entry.suite)))
  : []
let failed = 0
const known = benchSuites().map((suite) => suite.name)
const unknown = only.filter((name) => !known.includes(name))
if (unknown.length > 0) {
  console.error(`No suite named ${unknown.join(', ')}; the suites are ${known.join(', ')}.`)
  failed++
}

for (const suite of benchSuites()) {
  if (!runs(suite.name)) continue
  console.log(`\n▶ ${suite.name}`)
  const outcome = await runSuite(suite)
  if (outcome.status === 'skipped') {
    console.log(`  skipped: ${outcome.reason}`)
  } else if (outcome.status === 'failed') {
    failed++
    console.error(`  failed after ${(outcome.ms / 1000).toFixed(1)} s:\n${outcome.error}`)
  } else {
    results.push(...outcome.results.map((result) => ({ ...result, suite: suite.name })))
    console.log(`  ${outcome.results.length} results in ${(outcome.ms / 1000).toFixed(1)} s`)
  }
}

writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`)
console.log(`\n${formatTable(results)}\n\nWrote ${results.length} results to ${resultsFile}`)
const verdicts = budgetVerdicts(results)
if (verdicts.length > 0)
  console.log(`\nBudgets:\n${verdicts.map((line) => `  ${line}`).join('\n')}`)
// Suites may leave sockets or timers behind; the run is over.
process.exit(failed > 0 ? 1 : 0)
