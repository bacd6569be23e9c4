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
      parameters.gas ?? rpc.estimateGas({ from, to, value, ...(data ? { data } : {}) }),
      rpc.send('eth_gasPrice', []).then((hex: string) => BigInt(hex)),
    ])
    return { fee: gas * gasPrice, gas, gasPrice }
  })
}
