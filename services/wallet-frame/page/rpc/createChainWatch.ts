import type { FrameContext } from '../FrameContext'
import type { RequestScope } from './RequestScope'

/**
 * The frame's chain switch with the scope each request is read in: `setChainId` switches (as
 * the frame's own does) and, when the chain really changes, aborts the signal of every request
 * read on the chain before — so no approval shown for one chain can be answered for another.
 * @example
 * const chains = createChainWatch(ctx)
 * const scope = chains.scope() // { chainId: 31337, signal }
 * chains.setChainId(31338) // scope.signal.aborted === true
 */
export function createChainWatch(ctx: Pick<FrameContext, 'chainId' | 'setChainId'>) {
  let current = new AbortController()
  return {
    setChainId(chainId: number) {
      const before = ctx.chainId()
      ctx.setChainId(chainId)
      if (chainId === before) return
      current.abort()
      current = new AbortController()
    },
    scope: (): RequestScope => ({ chainId: ctx.chainId(), signal: current.signal }),
  }
}

/** A watch made by {@link createChainWatch}. @example const scope = chains.scope() */
export type ChainWatch = ReturnType<typeof createChainWatch>
