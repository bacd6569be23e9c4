import type { FetchLike } from '../api/ApiTransport'
import { requestNetworkRpc } from '../rpc/requestNetworkRpc'
import type { AdapterTransaction, FeeEstimate } from '../types/ChainAdapter'
import { readQuantity } from './readQuantity'

/**
 * Expected fee of an EVM transaction: estimated gas (or the given one) times the node's gas
 * price, in wei, read from the network's own RPC (no wallet, no chain library).
 * @example
 * const { fee } = await estimateEvmFee({ caipNetwork, from, to, value: 1n })
 */
export async function estimateEvmFee(
  tx: AdapterTransaction,
  fetchFn?: FetchLike,
): Promise<FeeEstimate> {
  const call = {
    from: tx.from,
    to: tx.to,
    value: `0x${tx.value.toString(16)}`,
    ...(tx.data && { data: tx.data }),
  }
  const [gas, gasPrice] = await Promise.all([
    tx.gas ??
      requestNetworkRpc(tx.caipNetwork, 'eth_estimateGas', [call], fetchFn).then((answer) =>
        readQuantity(answer, 'eth_estimateGas'),
      ),
    requestNetworkRpc(tx.caipNetwork, 'eth_gasPrice', [], fetchFn).then((answer) =>
      readQuantity(answer, 'eth_gasPrice'),
    ),
  ])
  return { fee: gas * gasPrice, gas, gasPrice }
}
