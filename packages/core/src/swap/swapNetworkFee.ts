import { type CaipAddress, type CaipNetwork, parseCaipAddress } from '@portico/common'
import { accountTypeOf } from '../rules/accountTypeOf'
import type { FeeEstimate } from '../types/ChainAdapter'
import type { SwapToken } from '../types/SwapClient'
import type { SwapContext } from './createSwapContext'
import { APPROVAL_GAS_LIMIT } from './swapGasLimit'

/**
 * Whether `address` is the embedded wallet's smart account, at an address of its own or its EOA
 * upgraded (EIP-7702): each of its transactions is a user operation, whose fee (the account's
 * deployment or upgrade on its first) no gas limit of a plain transaction says.
 */
function isSmartAccount(ctx: SwapContext, address: string): boolean {
  const account = ctx.portico.stores.account.getState().accounts.eip155
  if (!account?.user) return false
  const type = accountTypeOf(account, address)
  return type === 'smartAccount' || type === 'eip7702'
}

/**
 * A swap's network fee in wei, with who pays it when the site does (`paidBy`, fee 0), the site's
 * reason when it refused to (`refusal`), whether the account holds too little to pay it, and the
 * token the visitor pays it in instead (`paidIn`, fee 0) through the site's token paymaster.
 * @example const fee: SwapNetworkFee = { fee: 0n, paidBy: 'Portico Demo' }
 */
export type SwapNetworkFee = {
  fee: bigint
  paidBy?: string
  refusal?: string
  insufficientFunds?: boolean
  paidIn?: FeeEstimate['paidIn']
}

// What the wallet said besides the amount, the absent left out.
const feeFacts = (estimate: FeeEstimate): Omit<SwapNetworkFee, 'fee'> => ({
  ...(estimate.paidBy !== undefined && { paidBy: estimate.paidBy }),
  ...(estimate.paidIn !== undefined && { paidIn: estimate.paidIn }),
  ...(estimate.sponsorshipRefusal !== undefined && { refusal: estimate.sponsorshipRefusal }),
  ...(estimate.insufficientFunds && { insufficientFunds: true }),
})

/**
 * The network fee a swap quote shows, in wei. From the embedded wallet's smart account, the
 * wallet prices the user operations themselves (`estimateFee`): the allowance's when one comes
 * first, else the swap's as the gateway builds it, the account's deployment included on its
 * first operation, and who pays it when the site's paymaster does (`paidBy`, fee 0), or why it
 * does not and whether the account can pay it; a swap that waits for an allowance cannot be run
 * yet and keeps its gas limit (or is paid by the site that pays for the allowance). Elsewhere, and when the
 * wallet cannot price it (logged), the router's gas limits at the gas price.
 * @example
 * const { fee, paidBy } = await swapNetworkFee(ctx, { from, to, fromAmount, approval, gasLimit, gasPrice, … })
 */
export async function swapNetworkFee(
  ctx: SwapContext,
  quote: {
    from: SwapToken
    to: SwapToken
    fromAmount: bigint
    slippage: number
    approval: boolean
    gasLimit: bigint
    gasPrice: bigint
    address: string
    caipAddress: CaipAddress
    caipNetwork: CaipNetwork
  },
): Promise<SwapNetworkFee> {
  const { from, to, fromAmount, approval, gasLimit, gasPrice, address, caipAddress } = quote
  const byLimits = (gasLimit + (approval ? APPROVAL_GAS_LIMIT : 0n)) * gasPrice
  const adapter = ctx.portico.getAdapter('eip155')
  if (!adapter || !isSmartAccount(ctx, address)) return { fee: byLimits }
  const estimate = (tx: { to: string; value: bigint; data: string }) =>
    adapter.estimateFee({
      caipNetwork: quote.caipNetwork,
      from: address,
      to: tx.to,
      value: tx.value,
      data: tx.data as `0x${string}`,
    })
  try {
    if (approval) {
      const { tx } = await ctx.convert.buildApprove({
        userAddress: caipAddress,
        from: from.address,
        to: to.address,
        amount: fromAmount,
      })
      // Sent to the address part of `tx.from`, as approveSwap does.
      const allowance = await estimate({
        to: parseCaipAddress(tx.from).address,
        value: 0n,
        data: tx.data,
      })
      // The swap's own operation is judged once the allowance is mined: until then the site
      // that pays for the allowance is taken to pay for the swap it is for.
      if (allowance.paidBy !== undefined) return { fee: 0n, paidBy: allowance.paidBy }
      // Paid in a token: the allowance's own fee, exactly as charged; the swap's is shown (and
      // paid the same way) once the allowance is mined.
      if (allowance.paidIn !== undefined) return { ...feeFacts(allowance), fee: 0n }
      return { ...feeFacts(allowance), fee: allowance.fee + gasLimit * gasPrice }
    }
    const { tx } = await ctx.convert.buildTransaction({
      amount: fromAmount,
      slippage: quote.slippage,
      from: from.address,
      to: to.address,
      userAddress: caipAddress,
      disableEstimate: true,
    })
    const swap = await estimate({
      to: parseCaipAddress(tx.to).address,
      value: from.native ? fromAmount : 0n,
      data: tx.data,
    })
    return { ...feeFacts(swap), fee: swap.fee }
  } catch (error) {
    ctx.portico.options.logger.warn('Portico: swap fee estimate failed', error)
    return { fee: byLimits }
  }
}
