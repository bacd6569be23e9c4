import type { Client, Hex } from 'viem'

/**
 * The gas price a bundler asks for (`pimlico_getUserOperationGasPrice`, its `fast` tier), through
 * `rpc` as a wallet asks it: what a bundler client's `estimateFeesPerGas` takes, so operations
 * pay what alto accepts. Test files only.
 * @example
 * createBundlerClient({ …, userOperation: { estimateFeesPerGas: () => bundlerGasPrice(rpc) } })
 */
export async function bundlerGasPrice(
  rpc: Client,
): Promise<{ maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }> {
  const { fast } = (await rpc.request({
    method: 'pimlico_getUserOperationGasPrice',
  } as never)) as { fast: { maxFeePerGas: Hex; maxPriorityFeePerGas: Hex } }
  return {
    maxFeePerGas: BigInt(fast.maxFeePerGas),
    maxPriorityFeePerGas: BigInt(fast.maxPriorityFeePerGas),
  }
}
