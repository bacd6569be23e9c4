import { type AllowedClone, isAllowedClone } from './allowedClones'
import { budgetFailures, type DuplicationBudget } from './budgetFailures'
import { crossWorkspaceClones } from './crossWorkspaceClones'
import { findShapePairs, MAX_PLACES, MIN_RUN_LINES } from './findShapePairs'
import { formatPairRow } from './formatPairRow'
import { sharesCopiedCode } from './sharesCopiedCode'

/**
 * What the duplication check is given besides the tree: the budget, the published workspaces
 * (`packages/core`, …), the copies between them let through, and how many pairs to list.
 * `under` (a folder) reports the pairs below it alone and checks nothing: the budget is the
 * whole tree's.
 * @example
 * const options: DuplicationCheckOptions = { budget: { maxPairs: 400, maxUnmarkedPairs: 150 }, published: new Set(['packages/core']), allowed: [], shown: 20 }
 */
export type DuplicationCheckOptions = {
  budget: DuplicationBudget
  published: ReadonlySet<string>
  allowed: readonly AllowedClone[]
  shown: number
  under?: string
}

/**
 * Runs the duplication check over the tree at `root`: `report` holds the figures and the
 * `shown` largest pairs, `errors` what fails it (the budget exceeded, copies between published
 * workspaces that `allowed` does not list); `ok` when there are none.
 * @example
 * const { ok, report, errors } = checkDuplicationBudget('/repo', options)
 */
export function checkDuplicationBudget(
  root: string,
  options: DuplicationCheckOptions,
): { ok: boolean; report: string[]; errors: string[] } {
  const started = Date.now()
  const found = findShapePairs(root, options.under ? { under: options.under } : {})
  const shapeOnly = found.pairs.filter((pair) => !pair.identical)
  const boilerplate = shapeOnly.filter((pair) => pair.boilerplate).length
  const { budget } = options
  const report = [
    `duplication: ${found.pairs.length} pairs of places sharing runs of ${MIN_RUN_LINES}+ identical ` +
      `or same-shape lines (${shapeOnly.length} by shape alone, ${boilerplate} of those marked ` +
      `boilerplate; ${found.pairs.length - boilerplate} not) in ${found.files} files` +
      (options.under
        ? ` below ${options.under}; `
        : `; budget ${budget.maxPairs} in all, ${budget.maxUnmarkedPairs} not boilerplate; `) +
      `${((Date.now() - started) / 1000).toFixed(0)} s`,
    ...found.pairs.slice(0, options.shown).map(formatPairRow),
  ]
  if (options.shown < found.pairs.length)
    report.push(`(+${found.pairs.length - options.shown} more pairs; --all lists them)`)
  if (found.tooCommon > 0)
    report.push(
      `left out: ${found.tooCommon} window shapes of ${MIN_RUN_LINES} lines that stand in more than ${MAX_PLACES} places each (too common to list)`,
    )
  if (found.leftOut.length > 0)
    report.push(`left out: ${found.leftOut.map(({ file, why }) => `${file} (${why})`).join(', ')}`)

  if (options.under) return { ok: true, report, errors: [] }
  const copies = crossWorkspaceClones(found.pairs.filter(sharesCopiedCode), options.published)
  const forbidden = copies.filter((pair) => !isAllowedClone(pair, options.allowed))
  const errors = forbidden.map(
    ({ a, b }) => `  ${a.file}:${a.start}-${a.end} = ${b.file}:${b.start}-${b.end}`,
  )
  if (forbidden.length > 0)
    errors.push(
      `duplication: ${forbidden.length} copies between published workspaces; move the shared code to one package both depend on`,
    )
  for (const failure of budgetFailures(found.pairs, budget)) errors.push(`duplication: ${failure}`)
  return { ok: errors.length === 0, report, errors }
}
