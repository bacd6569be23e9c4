import type { AdapterTransaction } from '@portico/core'
import { toRpcTransaction } from '@portico/core'
import type { EmbeddedAdapterState } from '../EmbeddedAdapterState'
import { ensureFrameChain } from '../internal/ensureFrameChain'
import { hexAnswer } from '../internal/hexAnswer'
import { requestFrameRpc } from '../internal/requestFrameRpc'

/**
 * Sends a transaction through the frame on its network (moving the frame there first) and
 * resolves its hash.
 * @example
 * const hash = await sendFrameTransaction(state, { caipNetwork, from, to, value: 1n })
 */
export async function sendFrameTransaction(
  state: EmbeddedAdapterState,
  transaction: AdapterTransaction,
): Promise<string> {
  await ensureFrameChain(state, transaction.caipNetwork.id)
  return hexAnswer(
    await requestFrameRpc(state, 'eth_sendTransaction', [toRpcTransaction(transaction)]),
    'eth_sendTransaction',
  )
}
