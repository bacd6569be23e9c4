import {
  formatUnits,
  parseCaipAddress,
  parseUnits,
  SwapInsufficientBalanceError,
  SwapInsufficientLiquidityError,
} from '@portico/common'
import type { SwapQuote, SwapToken } from '../types/SwapClient'
import type { SwapContext } from './createSwapContext'
import { failSwap } from './failSwap'
import { getSwapTokens } from './getSwapTokens'
import { hasEnoughBalance } from './hasEnoughBalance'
import { minimumReceived } from './minimumReceived'
import { needsApproval } from './needsApproval'
import { readSwapGasPrice } from './readSwapGasPrice'
import { swapAccount } from './swapAccount'
import { swapGasLimit } from './swapGasLimit'
import { swapNetworkFee } from './swapNetworkFee'

// An amount in its smallest unit, in USD at `price` a whole unit; undefined unpriced.
const usdOf = (amount: bigint, decimals: number, price: number | undefined) =>
  price === undefined ? undefined : Number(formatUnits(amount, decimals)) * price

/**
 * Price `amount` (whole units of `from`) into `to` with the swap store's slippage.
 * @example
 * const quote = await getSwapQuote(ctx, { from: eth, to: ptt, amount: '0.1' })
 */
export async function getSwapQuote(
  ctx: SwapContext,
  { from, to, amount }: { from: SwapToken; to: SwapToken; amount: string },
): Promise<SwapQuote> {
  const { address, caipAddress, caipNetwork } = swapAccount(ctx)
  const chainId = caipNetwork.caipNetworkId
  const fromAmount = parseUnits(amount, from.decimals)
  const balance = parseUnits(from.balance || '0', from.decimals)
  // More than the visitor holds is the first thing to say: a pool too shallow for that
  // amount ("Insufficient liquidity") is beside the point.
  if (fromAmount > balance) throw new SwapInsufficientBalanceError()
  try {
    const gasPrice = await readSwapGasPrice(ctx, chainId)
    const [answer, allowance] = await Promise.all([
      ctx.convert.getQuotes({
        amount: fromAmount,
        userAddress: address,
        from: from.address,
        to: to.address,
        gasPrice,
      }),
      from.native
        ? undefined
        : ctx.convert.getAllowance({ tokenAddress: from.address, userAddress: caipAddress }),
    ])
    const best = answer.quotes[0]
    if (!best) throw new SwapInsufficientLiquidityError()
    const toAmount = BigInt(best.toAmount)
    const approval = needsApproval({
      native: from.native,
      allowance: BigInt(allowance?.allowance ?? 0),
      amount: fromAmount,
    })
    const gasLimit = swapGasLimit(best.path?.length ?? 2)
    const slippage = ctx.portico.stores.swap.getState().slippage
    const [{ fee: networkFee, paidBy, refusal, insufficientFunds, paidIn }, tokens] =
      await Promise.all([
        swapNetworkFee(ctx, {
          from,
          to,
          fromAmount,
          slippage,
          approval,
          gasLimit,
          gasPrice,
          address,
          caipAddress,
          caipNetwork,
        }),
        getSwapTokens(ctx, chainId),
      ])
    const fee = gasLimit * gasPrice
    // Paid by the site or in a token: no native coin goes to the fee.
    const sponsored = paidBy !== undefined || paidIn !== undefined
    if (!hasEnoughBalance({ balance, amount: fromAmount, native: from.native, fee, sponsored }))
      throw new SwapInsufficientBalanceError()
    const nativePrice = tokens.find((t) => t.native)?.price
    // Paid in a token: priced by the swap's token list where it lists that token.
    const feeTokenPrice =
      paidIn &&
      tokens.find(
        (t) => parseCaipAddress(t.address).address.toLowerCase() === paidIn.token.toLowerCase(),
      )?.price
    const feeToken = paidIn && {
      ...paidIn,
      ...(feeTokenPrice !== undefined && { price: feeTokenPrice }),
    }
    const quote: SwapQuote = {
      from,
      to,
      fromAmount,
      toAmount,
      rate: Number(formatUnits(toAmount, to.decimals)) / Number(amount),
      priceImpact: best.priceImpact,
      slippage,
      minimumReceived: minimumReceived(toAmount, slippage),
      gasPrice,
      gasLimit,
      networkFee,
      networkFeeUsd: feeToken
        ? usdOf(feeToken.amount, feeToken.decimals, feeToken.price)
        : usdOf(networkFee, caipNetwork.nativeCurrency.decimals, nativePrice),
      ...(paidBy !== undefined && { networkFeePaidBy: paidBy }),
      ...(feeToken && { networkFeePaidIn: feeToken }),
      ...(refusal !== undefined && { networkFeeRefusal: refusal }),
      ...(insufficientFunds && { networkFeeShort: true }),
      needsApproval: approval,
      quotedAt: Date.now(),
    }
    return quote
  } catch (cause) {
    return failSwap(cause)
  }
}
