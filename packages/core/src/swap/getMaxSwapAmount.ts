import type { SwapToken } from '../types/SwapClient'
import type { SwapContext } from './createSwapContext'
import { failSwap } from './failSwap'
import { maxSwapAmount } from './maxSwapAmount'
import { readSwapGasPrice } from './readSwapGasPrice'
import { swapAccount } from './swapAccount'

/**
 * The largest amount of `token` Max fills in: a native balance keeps the swap's gas back.
 * @example
 * const max = await getMaxSwapAmount(ctx, eth)
 */
export async function getMaxSwapAmount(ctx: SwapContext, token: SwapToken): Promise<string> {
  if (!token.native) return maxSwapAmount({ ...token, gasPrice: 0n })
  const gasPrice = await readSwapGasPrice(ctx, swapAccount(ctx).caipNetwork.caipNetworkId).catch(
    failSwap,
  )
  return maxSwapAmount({ ...token, gasPrice })
}
