import type { StackChain, StackInfo } from '@portico/scripts'

/**
 * The stack's two devnets, A then B, for a test that switches between them: throws when the
 * stack runs fewer.
 * @example
 * const [devnetA, devnetB] = stackDevnets(inject('stack'))
 */
export function stackDevnets(stack: StackInfo): [StackChain, StackChain] {
  const [devnetA, devnetB] = stack.chains
  if (!devnetA || !devnetB) throw new Error('the e2e stack must run two devnets')
  return [devnetA, devnetB]
}
