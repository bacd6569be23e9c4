import { FrameRequestError } from './FrameRequestError'
import { isPrintableText } from './isPrintableText'
import { isSolanaTransactionShaped } from './isSolanaTransactionShaped'
import {
  parseSolanaOffchainMessage,
  type SolanaOffchainMessage,
} from './parseSolanaOffchainMessage'

/**
 * The sentence the page gets for a solana_signMessage whose bytes are a transaction (a message,
 * or a whole serialized one): signing it would authorise that transaction.
 * @example throw new FrameRequestError(TRANSACTION_AS_MESSAGE)
 */
export const TRANSACTION_AS_MESSAGE =
  'This message is a Solana transaction: it cannot be signed as a message'

/**
 * The sentence for binary bytes that are neither text nor an off-chain message.
 * @example throw new FrameRequestError(BINARY_MESSAGE)
 */
export const BINARY_MESSAGE =
  'The message is not text: binary messages must use the Solana off-chain message format'

/**
 * What solana_signMessage may sign, decided before the visitor is asked: refused when the bytes
 * are transaction-shaped; an off-chain message when they carry its signing domain (signed as is,
 * and only when it names `own` among its signers); otherwise printable UTF-8 text. Nothing else.
 * @example const signable = readSolanaSignMessage(bytes, own) // { kind: 'text', text }
 */
export function readSolanaSignMessage(
  bytes: Uint8Array,
  own: string,
): { kind: 'text'; text: string } | { kind: 'offchain'; offchain: SolanaOffchainMessage } {
  if (isSolanaTransactionShaped(bytes)) throw new FrameRequestError(TRANSACTION_AS_MESSAGE)
  const offchain = parseSolanaOffchainMessage(bytes)
  if (offchain) {
    if (!offchain.signers.includes(own))
      throw new FrameRequestError('The off-chain message does not name the connected account')
    return { kind: 'offchain', offchain }
  }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
  } catch {
    throw new FrameRequestError(BINARY_MESSAGE)
  }
  if (!isPrintableText(text)) throw new FrameRequestError(BINARY_MESSAGE)
  return { kind: 'text', text }
}
