import { parseCaipAddress } from '@portico/common'
import type { SwapQuote } from '../types/SwapClient'
import type { SwapContext } from './createSwapContext'
import { failSwap } from './failSwap'
import { signSwapTransaction } from './signSwapTransaction'
import { swapAccount } from './swapAccount'
import { APPROVAL_GAS_LIMIT } from './swapGasLimit'

/**
 * Allow the router to spend the quote's `from` token; resolves with the approval's hash.
 * @example
 * if (quote.needsApproval) await approveSwap(ctx, quote)
 */
export async function approveSwap(ctx: SwapContext, quote: SwapQuote) {
  const { caipAddress } = swapAccount(ctx)
  try {
    const { tx } = await ctx.convert.buildApprove({
      userAddress: caipAddress,
      from: quote.from.address,
      to: quote.to.address,
      amount: quote.fromAmount,
    })
    // Existing clients send the approval to the address part of `tx.from` (api-shapes.md).
    return await signSwapTransaction(ctx, {
      to: parseCaipAddress(tx.from).address,
      value: 0n,
      data: tx.data as `0x${string}`,
      gas:
        tx.eip155.gas && /^\d+$/.test(tx.eip155.gas) ? BigInt(tx.eip155.gas) : APPROVAL_GAS_LIMIT,
    })
  } catch (cause) {
    return failSwap(cause)
  }
}
