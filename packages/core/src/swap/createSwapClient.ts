import type { Portico } from '../types/Portico'
import type { SwapClient } from '../types/SwapClient'
import { approveSwap } from './approveSwap'
import { checkSwapNetwork } from './checkSwapNetwork'
import { createSwapContext } from './createSwapContext'
import { getMaxSwapAmount } from './getMaxSwapAmount'
import { getSwapQuote } from './getSwapQuote'
import { getSwapTokens } from './getSwapTokens'
import { swapWithEvents } from './swapWithEvents'

/**
 * The swap client of one Portico instance, over its public API: the gateway's convert calls
 * (TanStack Query caches the token lists, gas prices and USD prices), the account's balances,
 * and `portico.sendTransaction` for every signature, so balances and Activity refresh after.
 * Each member is one action of this folder over a context built once here; all of them ship in
 * the swap chunk that `loadSwapClient` imports on demand.
 * @example
 * const swap = createSwapClient(portico)
 * await swap.isSwapNetwork(caipNetwork)
 */
export function createSwapClient(portico: Portico): SwapClient {
  const ctx = createSwapContext(portico)
  return {
    isSwapNetwork: (caipNetwork) => checkSwapNetwork(ctx, caipNetwork),
    getTokens: (chainId) => getSwapTokens(ctx, chainId),
    getQuote: (params) => getSwapQuote(ctx, params),
    maxAmount: (token) => getMaxSwapAmount(ctx, token),
    approve: (quote) => approveSwap(ctx, quote),
    swap: (quote) => swapWithEvents(ctx, quote),
  }
}
