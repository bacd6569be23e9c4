import type { AdapterTransaction, FeeEstimate } from '@portico/core'
import { toRpcTransaction } from '@portico/core'
import type { EmbeddedAdapterState } from '../EmbeddedAdapterState'

/**
 * The fee of a transaction while the AUTH connector is connected: from the visitor's smart
 * account, the frame prices the whole user operation it would send (the account's deployment
 * included while it is not on chain) as the chain will charge it — 0 with `paidBy` where the site's
 * paymaster pays, with `sponsorshipRefusal` where it refused to, `insufficientFunds` where the
 * account cannot pay it, `paidIn` (the token and the exact amount debited) where the account pays
 * it in a token through the site's token paymaster; from the EOA, or with another
 * connector connected, `inner` prices the plain transaction on the node.
 * @example
 * const { fee } = await estimateFrameFee(state, { caipNetwork, from, to, value: 1n })
 */
export async function estimateFrameFee(
  state: EmbeddedAdapterState,
  transaction: AdapterTransaction,
): Promise<FeeEstimate> {
  if (!state.connected) return state.inner.estimateFee(transaction)
  const { value, data } = toRpcTransaction(transaction)
  const answer = await state.host.request('ESTIMATE_FEE', {
    chainId: transaction.caipNetwork.id,
    from: transaction.from,
    to: transaction.to,
    ...(value && { value }),
    ...(data && { data }),
  })
  if (!answer) return state.inner.estimateFee(transaction)
  return {
    fee: BigInt(answer.fee),
    gas: BigInt(answer.gas),
    gasPrice: BigInt(answer.gasPrice),
    ...(answer.paidBy !== undefined && { paidBy: answer.paidBy }),
    ...(answer.sponsorshipRefusal !== undefined && {
      sponsorshipRefusal: answer.sponsorshipRefusal,
    }),
    ...(answer.insufficientFunds && { insufficientFunds: true }),
    ...(answer.paidIn && { paidIn: { ...answer.paidIn, amount: BigInt(answer.paidIn.amount) } }),
  }
}
