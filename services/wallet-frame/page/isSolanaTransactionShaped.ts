import { readSolanaMessage } from './readSolanaMessage'

/**
 * Whether `bytes` begin with a Solana transaction message (legacy or v0) or a whole serialized
 * transaction (signature slots, then a message). Either way a signature over them could
 * authorise that transaction, so they are never signed as a "message". Bytes after the message
 * do not clear them: the check does not depend on how a cluster treats trailing bytes.
 * @example if (isSolanaTransactionShaped(bytes)) throw new FrameRequestError(TRANSACTION_AS_MESSAGE)
 */
export function isSolanaTransactionShaped(bytes: Uint8Array): boolean {
  if (readSolanaMessage(bytes)) return true
  let count = 0
  for (let i = 0; i < 3 && i < bytes.length; i++) {
    const b = bytes[i] as number
    count |= (b & 0x7f) << (7 * i)
    if ((b & 0x80) === 0) {
      const start = i + 1 + count * 64
      return start < bytes.length && readSolanaMessage(bytes.subarray(start)) !== undefined
    }
  }
  return false
}
