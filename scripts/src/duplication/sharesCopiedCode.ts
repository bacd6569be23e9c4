import type { ShapePair } from './ShapePair'

/**
 * Fifty tokens (each punctuation character one): a copy long enough to hold a rule, not a list
 * of parameters or exports.
 */
export const MIN_COPIED_TOKENS = 50

/**
 * Whether a pair shares code the same to the letter, MIN_COPIED_TOKENS or more of it in one run:
 * what the duplication budget forbids between two published workspaces.
 * @example
 * sharesCopiedCode(pair) // true when one run holds 50+ tokens of identical lines
 */
export function sharesCopiedCode(pair: ShapePair): boolean {
  return pair.allRuns.some((run) => run.identicalTokens >= MIN_COPIED_TOKENS)
}
