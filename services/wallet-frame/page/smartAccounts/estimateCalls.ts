import { type Hex, hexToBigInt } from 'viem'
import { formatUserOperationRequest } from 'viem/account-abstraction'
import { z } from 'zod'
import { prepareCalls } from './prepareCalls'
import type { SmartAccountState } from './SmartAccountState'
import type { SmartCall } from './SmartCall'

const quantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/)
const feeSchema = z.object({ fee: quantity, gas: quantity, gasPrice: quantity })

/**
 * What sending `calls` from the smart account of `owner` will cost, in wei: the user operation
 * `sendCalls` would send (the account's deployment in it when it is not on chain yet), priced by
 * the gateway's bundler route as the chain will charge it (`portico_estimateUserOperationFee`:
 * the gas billed, simulated, times the price paid at the bundler's own gas price).
 * @example const { fee } = await estimateCalls(state, eoa, 8453, [{ to, value: 1n }])
 */
export async function estimateCalls(
  state: SmartAccountState,
  owner: string,
  chainId: number,
  calls: readonly SmartCall[],
): Promise<{ fee: bigint; gas: bigint; gasPrice: bigint }> {
  const { bundler, userOperation } = await prepareCalls(state, owner, chainId, calls)
  const answer = feeSchema.parse(
    await bundler.request({
      method: 'portico_estimateUserOperationFee',
      params: [formatUserOperationRequest(userOperation), state.entryPoint.address],
    } as never),
  )
  return {
    fee: hexToBigInt(answer.fee as Hex),
    gas: hexToBigInt(answer.gas as Hex),
    gasPrice: hexToBigInt(answer.gasPrice as Hex),
  }
}
