import type { ShapePair } from './ShapePair'

/**
 * The most pairs the tree may hold: in all, and not marked boilerplate.
 * @example
 * const budget: DuplicationBudget = { maxPairs: 400, maxUnmarkedPairs: 150 }
 */
export type DuplicationBudget = { maxPairs: number; maxUnmarkedPairs: number }

/**
 * What is over the duplication budget, one sentence each: the pairs in all past `maxPairs`, the
 * pairs not marked boilerplate past `maxUnmarkedPairs`. Empty when the tree is within it.
 * @example
 * budgetFailures(pairs, { maxPairs: 400, maxUnmarkedPairs: 150 })
 * // ['412 pairs in all, over the budget of 400']
 */
export function budgetFailures(pairs: readonly ShapePair[], budget: DuplicationBudget): string[] {
  const unmarked = pairs.filter((pair) => !pair.boilerplate).length
  const failures: string[] = []
  if (pairs.length > budget.maxPairs)
    failures.push(`${pairs.length} pairs in all, over the budget of ${budget.maxPairs}`)
  if (unmarked > budget.maxUnmarkedPairs)
    failures.push(
      `${unmarked} pairs not marked boilerplate, over the budget of ${budget.maxUnmarkedPairs}`,
    )
  return failures
}
