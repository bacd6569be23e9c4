import type { SwapQuote } from '../types/SwapClient'
import { getErrorMessage } from '../utils/getErrorMessage'
import type { SwapContext } from './createSwapContext'
import { executeSwap } from './executeSwap'

/**
 * Swap as `executeSwap` does, emitting SWAP_INITIATED then SWAP_SUCCESS or SWAP_ERROR.
 * @example
 * const hash = await swapWithEvents(ctx, quote)
 */
export async function swapWithEvents(ctx: SwapContext, quote: SwapQuote) {
  // Every swap the visitor confirms is an event (analytics): started, then its outcome.
  const { stores } = ctx.portico
  const network = stores.chain.getState().activeCaipNetwork?.caipNetworkId
  const tokens = { fromToken: quote.from.symbol, toToken: quote.to.symbol }
  const events = stores.events.getState()
  events.emit({ event: 'SWAP_INITIATED', properties: { network, ...tokens } })
  try {
    const hash = await executeSwap(ctx, quote)
    events.emit({ event: 'SWAP_SUCCESS', properties: { network, ...tokens } })
    return hash
  } catch (error) {
    events.emit({ event: 'SWAP_ERROR', properties: { network, message: getErrorMessage(error) } })
    throw error
  }
}
