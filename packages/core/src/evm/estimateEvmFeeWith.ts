import type { RpcRequest } from '../rpc/RpcRequest'
import type { AdapterTransaction, FeeEstimate } from '../types/ChainAdapter'
import { readQuantity } from './readQuantity'
import { toRpcTransaction } from './toRpcTransaction'

/**
 * Expected fee of an EVM transaction: estimated gas (or the given one) times the node's gas
 * price, in wei, read through `request` (no wallet, no chain library).
 * @example
 * const { fee } = await estimateEvmFeeWith((m, p) => client.request({ method: m, params: p }), tx)
 */
export async function estimateEvmFeeWith(
  request: RpcRequest,
  tx: AdapterTransaction,
): Promise<FeeEstimate> {
  // Only estimated when no gas is given, so the call never carries one.
  const call = toRpcTransaction(tx)
  const [gas, gasPrice] = await Promise.all([
    tx.gas ??
      request('eth_estimateGas', [call]).then((answer) => readQuantity(answer, 'eth_estimateGas')),
    request('eth_gasPrice', []).then((answer) => readQuantity(answer, 'eth_gasPrice')),
  ])
  return { fee: gas * gasPrice, gas, gasPrice }
}
