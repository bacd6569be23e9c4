import { type AdapterTransaction, estimateEvmFeeWith, type FeeEstimate } from '@portico/core'
import { toPorticoError } from '@portico/evm-injected'
import type { Config } from '@wagmi/core'

/**
 * Expected fee of a transaction: estimated gas times the node's current gas price, in wei.
 * Read through the app's wagmi transport for the chain, so the wallet is not involved.
 * @example
 * const { fee } = await estimateEvmFee(config, { caipNetwork, from, to, value: 1n })
 */
export async function estimateEvmFee(
  config: Config,
  parameters: AdapterTransaction,
): Promise<FeeEstimate> {
  try {
    const client = config.getClient({ chainId: Number(parameters.caipNetwork.id) })
    return await estimateEvmFeeWith(
      (method, params) => client.request({ method, params } as never),
      parameters,
    )
  } catch (error) {
    throw toPorticoError(error)
  }
}
