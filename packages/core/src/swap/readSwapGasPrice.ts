import { type CaipNetworkId, GasPriceNetworkNotSupportedError } from '@portico/common'
import { cachedSwapQuery } from './cachedSwapQuery'
import type { SwapContext } from './createSwapContext'
import { PRICES_STALE_MS } from './swapStaleTimes'

/**
 * The gateway's standard gas price of a network in wei (cached).
 * @example
 * const gasPrice = await readSwapGasPrice(ctx, 'eip155:1')
 */
export function readSwapGasPrice(ctx: SwapContext, chainId: CaipNetworkId): Promise<bigint> {
  // A network the gateway does not serve has no gas price to ask for: say so before a request.
  return cachedSwapQuery(ctx, ['gas-price', chainId], PRICES_STALE_MS, async () => {
    if (!(await ctx.portico.api.blockchain.isNetworkSupported(chainId)))
      throw new GasPriceNetworkNotSupportedError({ metaMessages: [`Network: ${chainId}`] })
    return BigInt((await ctx.convert.getGasPrice(chainId)).standard)
  })
}
