import { tokenFeeOf, userOperationMaxCost } from '@portico/common'
import { maxUint256 } from 'viem'
import { roundAmount } from '../roundAmount'
import type { askTokenQuote } from './askTokenQuote'
import { prepareCalls } from './prepareCalls'
import type { SmartAccountState } from './SmartAccountState'
import type { SmartCall } from './SmartCall'
import { type TokenFee, tokenFeeCalls } from './tokenFeeCalls'

/**
 * The unsigned user operation that sends `calls` from the smart account of `owner` with its
 * network fee paid in a token, at the token paymaster's `quote` (`askTokenQuote`): prepared and
 * estimated as `prepareCalls` does, with the quote's stub fields and `token.approve(paymaster, x)`
 * as its first call, `x` 2^256-1 (the same calldata length, costing the most); then `needed`,
 * what the operation can cost at most in the token (`tokenFeeOf(userOperationMaxCost(op))`, as
 * the gateway reckons it, rounded up to six significant digits), and the approve rewritten to `amount`: the one the visitor approved
 * when given, else `needed`. `tokenFee` is then exactly what the paymaster takes.
 * @example const { userOperation, tokenFee, needed } = await prepareTokenCalls(state, eoa, 31337, calls, quote)
 */
export async function prepareTokenCalls(
  state: SmartAccountState,
  owner: string,
  chainId: number,
  calls: readonly SmartCall[],
  quote: Extract<Awaited<ReturnType<typeof askTokenQuote>>, { fields: unknown }>,
  amount?: bigint,
) {
  const { fields, tokenQuote } = quote
  const { token, symbol, decimals, tokensPerEther } = tokenQuote
  const placeholder = { token, paymaster: fields.paymaster, amount: maxUint256 }
  const prepared = await prepareCalls(state, owner, chainId, tokenFeeCalls(calls, placeholder), {
    sponsored: false,
    paymasterFields: fields,
  })
  // The paymaster's own gas limits as the stub gave them: those the gateway prices and signs.
  // Rounded up to six significant digits (the gateway takes any amount at least its own), so
  // the fee reads the same, exactly, wherever the kit and the frame print it.
  const needed = roundAmount(
    tokenFeeOf(userOperationMaxCost({ ...prepared.userOperation, ...fields }), tokensPerEther),
    decimals,
    'up',
  )
  const tokenFee: TokenFee = { ...placeholder, symbol, decimals, amount: amount ?? needed }
  const callData = await prepared.account.encodeCalls(tokenFeeCalls(calls, tokenFee))
  return {
    ...prepared,
    userOperation: { ...prepared.userOperation, ...fields, callData },
    tokenFee,
    needed,
  }
}
