import { erc20Abi, getAddress, numberToHex } from 'viem'
import { FrameRequestError } from '../FrameRequestError'
import { askPaymaster } from './askPaymaster'
import { askTokenQuote } from './askTokenQuote'
import { clientOf } from './clientOf'
import { prepareTokenCalls } from './prepareTokenCalls'
import { readTokenSpend } from './readTokenSpend'
import type { SmartAccountState } from './SmartAccountState'
import type { SmartCall } from './SmartCall'
import { TokenFeeRefusedError } from './TokenFeeRefusedError'
import type { TokenFee } from './tokenFeeCalls'

const PRICE_CHANGED = "The network fee's price changed. Try again."

/**
 * The smart account's operation for `calls` with the network fee the visitor approved paying in
 * a token (`approved`: the token, the paymaster the gateway named and the amount shown), ready
 * to sign: prepared again at the token paymaster's price now, its first call
 * `token.approve(paymaster, amount)` with the approved amount exactly, then signed by the
 * gateway (`pm_getPaymasterData` with context `{ token, tokenAmount }`) and its fields merged
 * unchanged. The paymaster takes exactly that amount. Should the operation now need more than it
 * (gas or the token's price rose), the account hold less than it and what the calls take of the
 * token (the gateway checks the fee alone), the gateway name another paymaster, or refuse to
 * sign (its one line), nothing is signed: a {@link TokenFeeRefusedError}.
 * @example const { userOperation } = await payInToken(state, eoa, 31337, calls, { token, paymaster, amount: 421_875n })
 */
export async function payInToken(
  state: SmartAccountState,
  owner: string,
  chainId: number,
  calls: readonly SmartCall[],
  approved: Pick<TokenFee, 'token' | 'paymaster' | 'amount'>,
) {
  const { token, amount } = approved
  const quote = await askTokenQuote(state, owner, chainId, token)
  if ('refusal' in quote) throw new TokenFeeRefusedError(quote.refusal)
  if (getAddress(quote.fields.paymaster) !== getAddress(approved.paymaster))
    throw new TokenFeeRefusedError('The network fee is now paid to another paymaster. Try again.')
  const prepared = await prepareTokenCalls(state, owner, chainId, calls, quote, amount)
  if (prepared.needed > amount) throw new TokenFeeRefusedError(PRICE_CHANGED)
  const balance = await clientOf(state, chainId).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [prepared.account.address],
  })
  // Short, the calls would run and the paymaster's postOp fail to take its fee.
  const sender = prepared.account.address
  if (balance < amount + (await readTokenSpend(state, chainId, sender, token, calls)))
    throw new TokenFeeRefusedError(`Not enough ${quote.tokenQuote.symbol} to pay the network fee`)
  const signed = await askPaymaster(
    state,
    chainId,
    'pm_getPaymasterData',
    prepared.userOperation,
    'smartAccount',
    { token, tokenAmount: numberToHex(amount) },
  )
  if ('refusal' in signed) throw new TokenFeeRefusedError(signed.refusal)
  if ('unavailable' in signed) throw new TokenFeeRefusedError(signed.unavailable)
  // The approve names the paymaster the stub named: the signed fields must be that one's.
  if (getAddress(signed.fields.paymaster) !== getAddress(approved.paymaster))
    throw new FrameRequestError('The paymaster answered for another paymaster')
  return { ...prepared, userOperation: { ...prepared.userOperation, ...signed.fields } }
}
