import type { CaipNetworkId } from '@portico/common'
import { cachedSwapQuery } from './cachedSwapQuery'
import type { SwapContext } from './createSwapContext'
import { TOKENS_STALE_MS } from './swapStaleTimes'

/**
 * The gateway's convert tokens of a network (cached); none where the gateway does not serve it.
 * @example
 * const tokens = await readSwapTokenList(ctx, 'eip155:1')
 */
export function readSwapTokenList(ctx: SwapContext, chainId: CaipNetworkId) {
  return cachedSwapQuery(ctx, ['tokens', chainId], TOKENS_STALE_MS, async () => {
    if (!(await ctx.portico.api.blockchain.isNetworkSupported(chainId))) return []
    return (await ctx.convert.getTokens(chainId)).tokens
  })
}
