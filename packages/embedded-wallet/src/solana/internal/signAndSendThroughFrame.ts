import type { CaipNetwork } from '@portico/common'
import type { EmbeddedSolanaState } from '../EmbeddedSolanaState'
import { requestSolanaRpc } from './requestSolanaRpc'
import { signatureAnswer } from './signatureAnswer'

/**
 * The signer `inner.sendWithSigner` hands its built transaction to: the frame signs and sends
 * it on `network` (solana_signAndSendTransaction) and the signature comes back.
 * @example
 * await inner.sendWithSigner(transfer, signAndSendThroughFrame(state, caipNetwork))
 */
export function signAndSendThroughFrame(state: EmbeddedSolanaState, network: CaipNetwork) {
  return async (transaction: string): Promise<string> =>
    signatureAnswer.parse(
      await requestSolanaRpc(state, 'solana_signAndSendTransaction', { transaction }, network),
    ).signature
}
