import { parseCaipAddress, SwapQuoteExpiredError } from '@portico/common'
import type { SwapQuote } from '../types/SwapClient'
import type { SwapContext } from './createSwapContext'
import { failSwap } from './failSwap'
import { isQuoteExpired } from './isQuoteExpired'
import { signSwapTransaction } from './signSwapTransaction'
import { swapAccount } from './swapAccount'

/**
 * Check the quote still holds, build the swap transaction and sign it; resolves with its hash.
 * @example
 * const hash = await executeSwap(ctx, quote)
 */
export async function executeSwap(ctx: SwapContext, quote: SwapQuote) {
  // An old quote is refused before anything is asked of the gateway or the wallet.
  if (isQuoteExpired(quote.quotedAt, Date.now())) throw new SwapQuoteExpiredError()
  const { address, caipAddress } = swapAccount(ctx)
  try {
    const fresh = await ctx.convert.getQuotes({
      amount: quote.fromAmount,
      userAddress: address,
      from: quote.from.address,
      to: quote.to.address,
      gasPrice: quote.gasPrice,
    })
    // The market moved past the tolerance the visitor agreed to: ask for a new quote.
    if (BigInt(fresh.quotes[0]?.toAmount ?? 0) < quote.minimumReceived)
      throw new SwapQuoteExpiredError()
    const { tx } = await ctx.convert.buildTransaction({
      amount: quote.fromAmount,
      slippage: quote.slippage,
      from: quote.from.address,
      to: quote.to.address,
      userAddress: caipAddress,
      disableEstimate: false,
    })
    return await signSwapTransaction(ctx, {
      to: parseCaipAddress(tx.to).address,
      value: quote.from.native ? quote.fromAmount : 0n,
      data: tx.data as `0x${string}`,
      // The gateway's estimate, with room: state reads can differ by the time it is mined.
      gas: (BigInt(tx.eip155.gas) * 12n) / 10n,
    })
  } catch (cause) {
    return failSwap(cause)
  }
}
