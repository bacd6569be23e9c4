import type { AdapterTransaction, FeeEstimate } from '@portico/core'
import { withRpcProvider } from './withRpcProvider'

/**
 * Expected fee of a transaction: estimated gas (or the given one) times the node's gas price,
 * in wei, read from the network's RPC without the wallet.
 * @example
 * const { fee } = await estimateEvmFee({ caipNetwork, from, to, value: 1n })
 */
export async function estimateEvmFee(parameters: AdapterTransaction): Promise<FeeEstimate> {
  const { caipNetwork, from, to, value, data } = parameters
  return withRpcProvider(caipNetwork, async (rpc) => {
    const [gas, gasPrice] = await Promise.all([
      parameters.gas ??
        rpc
          .estimateGas({ from, to, value: value.toString(), ...(data ? { data } : {}) })
          .then((estimate) => estimate.toBigInt()),
      rpc.getGasPrice().then((price) => price.toBigInt()),
    ])
    return { fee: gas * gasPrice, gas, gasPrice }
  })
}
