import { startedInBeforeAll } from './startedInBeforeAll'
import { type SmartAccountStack, startSmartAccountStack } from './startSmartAccountStack'

/**
 * Registers, in the calling file or `describe` block, a `beforeAll` that starts a
 * {@link startSmartAccountStack} (within 120 s: alto takes seconds) and an `afterAll` that stops
 * it; answers a reader of it, which throws before `beforeAll` has run.
 * @example
 * const stack = setUpSmartAccountStack({ projectId: 'smart-test' })
 * it('reads the chain', async () => expect(await stack().chain().getChainId()).toBe(31337))
 */
export function setUpSmartAccountStack(
  options: Parameters<typeof startSmartAccountStack>[0],
): () => SmartAccountStack {
  return startedInBeforeAll(
    () => startSmartAccountStack(options),
    (stack) => stack.close(),
    120_000,
  )
}
