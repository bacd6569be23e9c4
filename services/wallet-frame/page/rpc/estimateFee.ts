import type { Hex } from 'viem'
import { numberToHex } from 'viem'
import { parseChainId } from '../../src/shared/parseChainId'
import type { FrameContext } from '../FrameContext'
import { FrameRequestError } from '../FrameRequestError'
import { assertOwn } from './assertOwn'
import { chainOf } from './chainOf'

/**
 * ESTIMATE_FEE: what a transaction from the visitor's active account will cost the visitor, when
 * that account is the smart account or the delegated EOA (EIP-7702) — the whole user operation
 * the frame would send for it, deployment (or delegation) included, as the chain will charge it (`smartAccounts.estimateCalls`); 0 with
 * `paidBy` (the sponsor's name) when the site's paymaster pays for it, and the site's one-line
 * reason (`sponsorshipRefusal`) when it refused to, and `insufficientFunds` when the account
 * holds too little to pay the fee (which is then what it would pay once it does); where it pays
 * the fee in a token instead (the frame's choice, `chooseTokenFee`), 0 with `paidIn`: the token,
 * its symbol and decimals, and the exact amount it is debited; null for the EOA, whose plain transaction the
 * page prices on the node. Asks nothing of the visitor, reserves nothing of the site's budget and
 * needs no key.
 * @example const answer = await estimateFee({ ctx, address }, { chainId: 31337, from: smart, to, value: '0x1' })
 */
export async function estimateFee(
  context: { ctx: Pick<FrameContext, 'config' | 'smartAccounts'>; address: () => Promise<string> },
  payload: {
    chainId: number | string
    from: string
    to: string
    value?: string | undefined
    data?: string | undefined
  },
): Promise<{
  fee: Hex
  gas: Hex
  gasPrice: Hex
  paidBy?: string
  sponsorshipRefusal?: string
  insufficientFunds?: true
  paidIn?: { token: Hex; symbol: string; decimals: number; amount: Hex }
} | null> {
  const chainId = parseChainId(payload.chainId)
  if (chainId === undefined) throw new FrameRequestError('Chain is not supported')
  chainOf(context.ctx, chainId)
  const own = await assertOwn(context, payload.from, chainId)
  if (own.type === 'eoa') return null
  const call = {
    to: payload.to as Hex,
    ...(payload.value !== undefined && { value: BigInt(payload.value) }),
    ...(payload.data !== undefined && { data: payload.data as Hex }),
  }
  const estimate = await context.ctx.smartAccounts.estimateCalls(own.eoa, chainId, [call], {
    sponsored: true,
    type: own.type,
  })
  if ('paidBy' in estimate)
    return { fee: '0x0', gas: '0x0', gasPrice: '0x0', paidBy: estimate.paidBy }
  if ('paidIn' in estimate) {
    const { token, symbol, decimals, amount } = estimate.paidIn
    return {
      fee: '0x0',
      gas: '0x0',
      gasPrice: '0x0',
      paidIn: { token, symbol, decimals, amount: numberToHex(amount) },
      ...(estimate.refusal !== undefined && { sponsorshipRefusal: estimate.refusal }),
    }
  }
  if ('failure' in estimate) throw estimate.failure
  const { fee, gas, gasPrice, refusal, insufficientFunds } = estimate
  return {
    fee: numberToHex(fee),
    gas: numberToHex(gas),
    gasPrice: numberToHex(gasPrice),
    ...(refusal !== undefined && { sponsorshipRefusal: refusal }),
    ...(insufficientFunds && { insufficientFunds }),
  }
}
