import type { AdapterTransaction, FeeEstimate } from '@portico/core'
import { toPorticoError } from '@portico/evm-injected'
import { type Config, estimateGas, getGasPrice } from '@wagmi/core'
import type { Address } from 'viem'

/**
 * Expected fee of a transaction: estimated gas times the node's current gas price, in wei.
 * Read from the network's RPC, so the wallet is not involved.
 * @example
 * const { fee } = await estimateEvmFee(config, { caipNetwork, from, to, value: 1n })
 */
export async function estimateEvmFee(
  config: Config,
  parameters: AdapterTransaction,
): Promise<FeeEstimate> {
  const { caipNetwork, from, to, value, data } = parameters
  const chainId = Number(caipNetwork.id)
  try {
    const [gas, gasPrice] = await Promise.all([
      parameters.gas ??
        estimateGas(config, {
          account: from as Address,
          to: to as Address,
          value,
          chainId,
          ...(data ? { data } : {}),
        }),
      getGasPrice(config, { chainId }),
    ])
    return { fee: gas * gasPrice, gas, gasPrice }
  } catch (error) {
    throw toPorticoError(error)
  }
}
