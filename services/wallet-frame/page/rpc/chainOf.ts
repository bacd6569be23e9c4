import type { FrameContext } from '../FrameContext'
import { FrameRequestError } from '../FrameRequestError'

/**
 * The frame's chain of that id, or 'Chain is not supported'.
 * @example const chain = chainOf(ctx, 8453)
 */
export function chainOf(ctx: Pick<FrameContext, 'config'>, chainId: number) {
  const chain = ctx.config.chains.find((c) => c.chainId === chainId)
  if (!chain) throw new FrameRequestError('Chain is not supported')
  return chain
}
