import { FrameRequestError } from './FrameRequestError'
import { readSolanaMessage, type SolanaMessage } from './readSolanaMessage'

/**
 * A Solana wire transaction, decoded as far as the frame needs: the signature slots, the
 * message bytes that are signed, the required signers and the parsed message (its instructions
 * name accounts by index; accounts from address lookup tables need resolveSolanaTransaction).
 * @example const tx: SolanaTransaction = decodeSolanaTransaction(wire)
 */
export type SolanaTransaction = SolanaMessage & {
  signatures: Uint8Array[]
  message: Uint8Array
  /** The accounts whose signatures the transaction needs, fee payer first (base58). */
  signers: string[]
}

// A cluster takes no transaction larger than one packet; a larger one would only make the frame
// read more lookup tables for nothing.
const PACKET_DATA_SIZE = 1232

function encodeShortVec(value: number): number[] {
  const out: number[] = []
  let rest = value
  for (;;) {
    const low = rest & 0x7f
    rest >>= 7
    if (rest === 0) return [...out, low]
    out.push(low | 0x80)
  }
}

/**
 * Decodes a wire transaction (legacy or v0) and checks its shape: as many signature slots as
 * the message requires, every account index in range, nothing left over, at most one packet
 * (1232 bytes). Anything else is 'Invalid transaction'.
 * @example
 * const tx = decodeSolanaTransaction(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)))
 */
export function decodeSolanaTransaction(wire: Uint8Array): SolanaTransaction {
  const invalid = () => new FrameRequestError('Invalid transaction')
  if (wire.length > PACKET_DATA_SIZE) throw invalid()
  let count = 0
  let start = 0
  for (let i = 0; i < 3; i++) {
    const b = wire[i]
    if (b === undefined) throw invalid()
    count |= (b & 0x7f) << (7 * i)
    if ((b & 0x80) === 0) {
      start = i + 1
      break
    }
    if (i === 2) throw invalid()
  }
  const signaturesEnd = start + count * 64
  const parsed = readSolanaMessage(wire.subarray(signaturesEnd))
  if (!parsed || parsed.length !== wire.length - signaturesEnd) throw invalid()
  if (parsed.message.requiredSignatures !== count) throw invalid()
  const signatures = Array.from(
    { length: count },
    (_, i) => new Uint8Array(wire.subarray(start + i * 64, start + (i + 1) * 64)),
  )
  return {
    ...parsed.message,
    signatures,
    message: new Uint8Array(wire.subarray(signaturesEnd)),
    signers: parsed.message.staticKeys.slice(0, count),
  }
}

/**
 * The wire bytes of a (partly) signed transaction.
 * @example const wire = encodeSolanaTransaction(tx)
 */
export function encodeSolanaTransaction(tx: SolanaTransaction): Uint8Array {
  return new Uint8Array([
    ...encodeShortVec(tx.signatures.length),
    ...tx.signatures.flatMap((s) => [...s]),
    ...tx.message,
  ])
}
