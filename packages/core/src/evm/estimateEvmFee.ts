import type { FetchLike } from '../api/ApiTransport'
import { requestNetworkRpc } from '../rpc/requestNetworkRpc'
import type { AdapterTransaction, FeeEstimate } from '../types/ChainAdapter'
import { estimateEvmFeeWith } from './estimateEvmFeeWith'

/**
 * Expected fee of an EVM transaction: estimated gas (or the given one) times the node's gas
 * price, in wei, read from the network's own RPC (no wallet, no chain library).
 * @example
 * const { fee } = await estimateEvmFee({ caipNetwork, from, to, value: 1n })
 */
export function estimateEvmFee(tx: AdapterTransaction, fetchFn?: FetchLike): Promise<FeeEstimate> {
  return estimateEvmFeeWith(
    (method, params) => requestNetworkRpc(tx.caipNetwork, method, params, fetchFn),
    tx,
  )
}
