import { encodeBase58 } from '@portico/common'
import { FrameRequestError } from './FrameRequestError'

/**
 * A Solana wire transaction, decoded as far as the frame needs: the signature slots, the
 * message bytes that are signed, the required signers and the instructions (accounts from
 * address lookup tables are not resolved: undefined).
 * @example const tx: SolanaTransaction = decodeSolanaTransaction(wire)
 */
export type SolanaTransaction = {
  signatures: Uint8Array[]
  message: Uint8Array
  /** The accounts whose signatures the transaction needs, fee payer first (base58). */
  signers: string[]
  instructions: {
    program: string | undefined
    accounts: (string | undefined)[]
    data: Uint8Array
  }[]
}

const invalid = () => new FrameRequestError('Invalid transaction')

function reader(bytes: Uint8Array) {
  let at = 0
  const take = (n: number) => {
    if (n < 0 || at + n > bytes.length) throw invalid()
    const out = bytes.subarray(at, at + n)
    at += n
    return out
  }
  const byte = () => take(1)[0] as number
  // Solana's compact-u16 ("shortvec"): 7 bits a byte, at most 3 bytes.
  const shortVec = () => {
    let value = 0
    for (let i = 0; i < 3; i++) {
      const b = byte()
      value |= (b & 0x7f) << (7 * i)
      if ((b & 0x80) === 0) return value
    }
    throw invalid()
  }
  return { take, byte, shortVec, offset: () => at, done: () => at === bytes.length }
}

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
 * the message requires, nothing left over. Anything else is 'Invalid transaction'.
 * @example
 * const tx = decodeSolanaTransaction(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)))
 */
export function decodeSolanaTransaction(wire: Uint8Array): SolanaTransaction {
  const r = reader(wire)
  const count = r.shortVec()
  const signatures = Array.from({ length: count }, () => new Uint8Array(r.take(64)))
  const start = r.offset()
  const first = r.byte()
  const versioned = (first & 0x80) !== 0
  if (versioned && (first & 0x7f) !== 0) throw invalid()
  const required = versioned ? r.byte() : first
  r.take(2) // read-only signed and unsigned counts
  const keys = Array.from({ length: r.shortVec() }, () => encodeBase58(r.take(32)))
  r.take(32) // recent blockhash
  const instructions = Array.from({ length: r.shortVec() }, () => {
    const program = keys[r.byte()]
    const accounts = Array.from({ length: r.shortVec() }, () => keys[r.byte()])
    const data = new Uint8Array(r.take(r.shortVec()))
    return { program, accounts, data }
  })
  if (versioned) {
    for (let n = r.shortVec(); n > 0; n--) {
      r.take(32)
      r.take(r.shortVec())
      r.take(r.shortVec())
    }
  }
  if (!r.done() || required === 0 || required !== count || required > keys.length) throw invalid()
  return {
    signatures,
    message: new Uint8Array(wire.subarray(start)),
    signers: keys.slice(0, required),
    instructions,
  }
}

/**
 * The wire bytes of a (partly) signed transaction.
 * @example const wire = encodeSolanaTransaction(tx)
 */
export function encodeSolanaTransaction(tx: SolanaTransaction): Uint8Array {
  const out = new Uint8Array([
    ...encodeShortVec(tx.signatures.length),
    ...tx.signatures.flatMap((s) => [...s]),
    ...tx.message,
  ])
  return out
}
