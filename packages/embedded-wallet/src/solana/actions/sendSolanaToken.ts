import type { ChainAdapter } from '@portico/core'
import type { EmbeddedSolanaState } from '../EmbeddedSolanaState'
import { innerSendWithSigner } from '../internal/innerSendWithSigner'
import { signAndSendThroughFrame } from '../internal/signAndSendThroughFrame'

/**
 * Sends an SPL token: the inner adapter builds the transfer and waits for it; the frame signs
 * and sends.
 * @example
 * const signature = await sendSolanaToken(state, { caipNetwork, from, to, tokenAddress, amount: 5n })
 */
export function sendSolanaToken(
  state: EmbeddedSolanaState,
  parameters: Parameters<NonNullable<ChainAdapter['sendToken']>>[0],
): Promise<string> {
  const { caipNetwork, from, to, tokenAddress, amount } = parameters
  return innerSendWithSigner(state)(
    { caipNetwork, from, to, tokenAddress, amount },
    signAndSendThroughFrame(state, caipNetwork),
  )
}
