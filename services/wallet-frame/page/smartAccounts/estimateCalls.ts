import { type Hex, hexToBigInt, numberToHex } from 'viem'
import { formatUserOperationRequest } from 'viem/account-abstraction'
import { z } from 'zod'
import type { OperationAccountType } from './AccountType'
import { askPaymaster } from './askPaymaster'
import { chooseTokenFee } from './chooseTokenFee'
import { prepareCalls } from './prepareCalls'
import { priceByLimits } from './priceByLimits'
import type { SmartAccountState } from './SmartAccountState'
import type { SmartCall } from './SmartCall'
import { SponsorshipRefusedError } from './SponsorshipRefusedError'
import type { TokenFee } from './tokenFeeCalls'

const quantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/)
const feeSchema = z.object({ fee: quantity, gas: quantity, gasPrice: quantity })

// The balance an account is priced with when its own cannot pay: far above any fee, far below
// what any balance arithmetic could overflow on.
const PRICING_BALANCE = 10n ** 24n

/**
 * What a user operation costs its visitor: nothing when the site pays (`paidBy`, the sponsor's
 * name as its gateway gave it), else the fee in wei with, when the site's gateway refused to
 * pay, its one-line reason, and `insufficientFunds` when the account holds too little to pay it
 * (the fee is then what it would be charged once it holds enough); or, where the account's ether
 * cannot pay it, the fee in a token (`paidIn`: exactly what the token paymaster takes, with its
 * USD value when known) and the site's reason; or that reason alone when the visitor's own
 * operation could not be priced at all (`failure`).
 * @example const fee: NetworkFee = { paidBy: 'Portico Demo' }
 */
export type NetworkFee =
  | { paidBy: string }
  | { fee: bigint; gas: bigint; gasPrice: bigint; refusal?: string; insufficientFunds?: true }
  | { paidIn: TokenFee; usd?: number; refusal?: string }
  | { refusal: string; failure: unknown }

/** The visitor-paid operation's fee, priced on the gateway's bundler route. */
async function priceOwn(
  state: SmartAccountState,
  prepared: Awaited<ReturnType<typeof prepareCalls>>,
  balance?: bigint,
) {
  // The gateway simulates v0.7 operations only: a v0.8 one is priced at its limits.
  if (prepared.type === 'eip7702') return priceByLimits(state, prepared)
  const answer = feeSchema.parse(
    await prepared.bundler.request({
      method: 'portico_estimateUserOperationFee',
      params: [
        formatUserOperationRequest(prepared.userOperation),
        state.entryPoint.address,
        ...(balance === undefined
          ? []
          : [{ [prepared.account.address]: { balance: numberToHex(balance) } }]),
      ],
    } as never),
  )
  return {
    fee: hexToBigInt(answer.fee as Hex),
    gas: hexToBigInt(answer.gas as Hex),
    gasPrice: hexToBigInt(answer.gasPrice as Hex),
  }
}

/**
 * What sending `calls` from the smart account of `owner` will cost the visitor: the user
 * operation `sendCalls` would send (the account's deployment in it when it is not on chain yet).
 * Unless `sponsored` is false, the gateway's paymaster is asked first (`pm_getPaymasterStubData`,
 * twice: for the stub the gas is estimated with, then with every gas field set, so the policy's
 * cap per operation is judged too; nothing is reserved): when the site pays, that is the answer.
 * Otherwise the operation is priced by the gateway's bundler route as the chain will charge it
 * (`portico_estimateUserOperationFee`: the gas billed, simulated, times the price paid at the
 * bundler's own gas price), with the refusal's reason when there was one. An operation the
 * account cannot pay for does not simulate: it is priced again as if the account held enough,
 * and said to be unaffordable, so the visitor sees what it would cost rather than nothing —
 * unless the smart account can pay it in a token it holds (`chooseTokenFee`): then that fee.
 * With `type: 'eip7702'` the operation is the visitor's own address's (EntryPoint v0.8, its
 * authorization included while it is not delegated), priced at its gas limits (`priceByLimits`).
 * @example const estimate = await estimateCalls(state, eoa, 8453, [{ to, value: 1n }])
 */
export async function estimateCalls(
  state: SmartAccountState,
  owner: string,
  chainId: number,
  calls: readonly SmartCall[],
  options: { sponsored: boolean; type?: OperationAccountType } = { sponsored: true },
): Promise<NetworkFee> {
  let refusal: string | undefined
  try {
    let prepared = await prepareCalls(state, owner, chainId, calls, options)
    const { sponsorship } = prepared
    if ('sponsor' in sponsorship) {
      const { userOperation } = prepared
      const judged = await askPaymaster(
        state,
        chainId,
        'pm_getPaymasterStubData',
        userOperation,
        prepared.type,
      )
      if ('fields' in judged) return { paidBy: sponsorship.sponsor }
      // Estimated, the operation costs more than the site pays for one: the visitor's own.
      if ('refusal' in judged) refusal = judged.refusal
      prepared = await prepareCalls(state, owner, chainId, calls, { ...options, sponsored: false })
    } else refusal = sponsorship.refusal
    return { ...(await priceOwn(state, prepared)), ...(refusal !== undefined && { refusal }) }
  } catch (error) {
    const reason = error instanceof SponsorshipRefusedError ? error.shortMessage : refusal
    const failure = error instanceof SponsorshipRefusedError ? error.failure : error
    const unaffordable = await priceUnfunded(state, owner, chainId, calls, options.type).catch(
      () => undefined,
    )
    const inToken =
      unaffordable && options.type !== 'eip7702'
        ? await chooseTokenFee(state, owner, chainId, calls)
        : undefined
    if (inToken)
      return { paidIn: inToken.tokenFee, ...(reason !== undefined && { refusal: reason }) }
    if (unaffordable)
      return {
        ...unaffordable,
        ...(reason !== undefined && { refusal: reason }),
        insufficientFunds: true,
      }
    if (reason !== undefined) return { refusal: reason, failure }
    throw error
  }
}

// The visitor-paid operation estimated and priced with the account holding enough; rejects when
// the operation fails whatever the balance (a call that reverts).
async function priceUnfunded(
  state: SmartAccountState,
  owner: string,
  chainId: number,
  calls: readonly SmartCall[],
  type: OperationAccountType | undefined,
) {
  const options = { sponsored: false, balance: PRICING_BALANCE, ...(type && { type }) }
  const prepared = await prepareCalls(state, owner, chainId, calls, options)
  return priceOwn(state, prepared, PRICING_BALANCE)
}
