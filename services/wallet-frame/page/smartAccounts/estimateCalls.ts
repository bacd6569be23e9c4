import { type Hex, hexToBigInt } from 'viem'
import { formatUserOperationRequest } from 'viem/account-abstraction'
import { z } from 'zod'
import { askPaymaster } from './askPaymaster'
import { prepareCalls } from './prepareCalls'
import type { SmartAccountState } from './SmartAccountState'
import type { SmartCall } from './SmartCall'
import { SponsorshipRefusedError } from './SponsorshipRefusedError'

const quantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/)
const feeSchema = z.object({ fee: quantity, gas: quantity, gasPrice: quantity })

/**
 * What a user operation costs its visitor: nothing when the site pays (`paidBy`, the sponsor's
 * name as its gateway gave it), else the fee in wei with, when the site's gateway refused to
 * pay, its one-line reason; or that reason alone when the visitor's own operation could not be
 * priced (`failure`: an empty account's operation does not simulate).
 * @example const fee: NetworkFee = { paidBy: 'Portico Demo' }
 */
export type NetworkFee =
  | { paidBy: string }
  | { fee: bigint; gas: bigint; gasPrice: bigint; refusal?: string }
  | { refusal: string; failure: unknown }

/**
 * What sending `calls` from the smart account of `owner` will cost the visitor: the user
 * operation `sendCalls` would send (the account's deployment in it when it is not on chain yet).
 * Unless `sponsored` is false, the gateway's paymaster is asked first (`pm_getPaymasterStubData`,
 * twice: for the stub the gas is estimated with, then with every gas field set, so the policy's
 * cap per operation is judged too; nothing is reserved): when the site pays, that is the answer.
 * Otherwise the operation is priced by the gateway's bundler route as the chain will charge it
 * (`portico_estimateUserOperationFee`: the gas billed, simulated, times the price paid at the
 * bundler's own gas price), with the refusal's reason when there was one.
 * @example const estimate = await estimateCalls(state, eoa, 8453, [{ to, value: 1n }])
 */
export async function estimateCalls(
  state: SmartAccountState,
  owner: string,
  chainId: number,
  calls: readonly SmartCall[],
  options: { sponsored: boolean } = { sponsored: true },
): Promise<NetworkFee> {
  let refusal: string | undefined
  try {
    let prepared = await prepareCalls(state, owner, chainId, calls, options)
    const { sponsorship } = prepared
    if ('sponsor' in sponsorship) {
      const { userOperation } = prepared
      const judged = await askPaymaster(state, chainId, 'pm_getPaymasterStubData', userOperation)
      if ('fields' in judged) return { paidBy: sponsorship.sponsor }
      // Estimated, the operation costs more than the site pays for one: the visitor's own.
      if ('refusal' in judged) refusal = judged.refusal
      prepared = await prepareCalls(state, owner, chainId, calls, { sponsored: false })
    } else refusal = sponsorship.refusal
    const answer = feeSchema.parse(
      await prepared.bundler.request({
        method: 'portico_estimateUserOperationFee',
        params: [formatUserOperationRequest(prepared.userOperation), state.entryPoint.address],
      } as never),
    )
    return {
      fee: hexToBigInt(answer.fee as Hex),
      gas: hexToBigInt(answer.gas as Hex),
      gasPrice: hexToBigInt(answer.gasPrice as Hex),
      ...(refusal !== undefined && { refusal }),
    }
  } catch (error) {
    if (error instanceof SponsorshipRefusedError)
      return { refusal: error.shortMessage, failure: error.failure }
    if (refusal !== undefined) return { refusal, failure: error }
    throw error
  }
}
