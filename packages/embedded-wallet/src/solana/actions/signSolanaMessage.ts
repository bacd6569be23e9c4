import { encodeBase58 } from '@portico/common'
import type { EmbeddedSolanaState } from '../EmbeddedSolanaState'
import { clusterOf } from '../internal/clusterOf'
import { requestSolanaRpc } from '../internal/requestSolanaRpc'
import { signatureAnswer } from '../internal/signatureAnswer'

/**
 * Signs a text message with solana_signMessage in the frame, on the connection's cluster.
 * @example
 * const signature = await signSolanaMessage(state, { message: 'hello', address })
 */
export async function signSolanaMessage(
  state: EmbeddedSolanaState,
  parameters: { message: string; address: string },
): Promise<string> {
  const message = encodeBase58(new TextEncoder().encode(parameters.message))
  const answer = await requestSolanaRpc(
    state,
    'solana_signMessage',
    { message, pubkey: parameters.address },
    clusterOf(state, state.current),
  )
  return signatureAnswer.parse(answer).signature
}
