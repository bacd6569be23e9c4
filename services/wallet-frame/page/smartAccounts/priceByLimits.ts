import { clientOf } from './clientOf'
import type { prepareCalls } from './prepareCalls'
import type { SmartAccountState } from './SmartAccountState'

/**
 * What a prepared user operation can be charged at most: the sum of its gas limits (the
 * EntryPoint bills no more than them) times the price the chain takes from it — its
 * `maxFeePerGas`, or the latest base fee plus its priority fee when that is less. For the
 * operations the gateway does not simulate (EntryPoint v0.8): an upper bound, shown as the fee.
 * @example const { fee } = await priceByLimits(state, await prepareCalls(state, eoa, 31337, calls, { sponsored: false, type: 'eip7702' }))
 */
export async function priceByLimits(
  state: SmartAccountState,
  prepared: Awaited<ReturnType<typeof prepareCalls>>,
) {
  const op = prepared.userOperation
  const gas =
    op.preVerificationGas +
    op.verificationGasLimit +
    op.callGasLimit +
    (op.paymasterVerificationGasLimit ?? 0n) +
    (op.paymasterPostOpGasLimit ?? 0n)
  const block = await clientOf(state, prepared.bundler.chain.id).getBlock({ blockTag: 'latest' })
  const offered = (block.baseFeePerGas ?? op.maxFeePerGas) + op.maxPriorityFeePerGas
  // biome-ignore lint/complexity/useMathMinMax: bigints, which Math.min does not take
  const gasPrice = offered > op.maxFeePerGas ? op.maxFeePerGas : offered
  return { fee: gas * gasPrice, gas, gasPrice }
}
