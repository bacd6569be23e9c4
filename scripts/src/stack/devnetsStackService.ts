import type { StackService } from './StackService'
import { stackDevnets } from './stackDevnets'
import { startDevnet } from './startDevnet'

/**
 * The two anvil devnets with their contracts (and bundlers): every stack runs them.
 * @example
 * const parts = devnetsStackService.start(ctx)
 */
export const devnetsStackService: StackService = {
  name: 'devnets',
  runs: () => true,
  start: (ctx) => stackDevnets.map((devnet, index) => startDevnet(ctx, devnet, index)),
}
