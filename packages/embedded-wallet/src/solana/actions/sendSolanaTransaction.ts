import type { AdapterTransaction } from '@portico/core'
import type { EmbeddedSolanaState } from '../EmbeddedSolanaState'
import { innerSendWithSigner } from '../internal/innerSendWithSigner'
import { signAndSendThroughFrame } from '../internal/signAndSendThroughFrame'

/**
 * Sends SOL: the inner adapter builds the transfer and waits for it; the frame signs and sends.
 * @example
 * const signature = await sendSolanaTransaction(state, { caipNetwork, from, to, value: 1_000n })
 */
export function sendSolanaTransaction(
  state: EmbeddedSolanaState,
  transaction: AdapterTransaction,
): Promise<string> {
  const { caipNetwork, from, to, value } = transaction
  return innerSendWithSigner(state)(
    { caipNetwork, from, to, value },
    signAndSendThroughFrame(state, caipNetwork),
  )
}
