import { BaseError, encodeBase58 } from '@portico/common'

/**
 * A legacy or v0 Solana transaction message: its header, the accounts it names itself, the
 * address lookup tables it borrows accounts from, and its instructions by account index
 * (static accounts first, then each table's writable entries, then their read-only ones).
 * @example const { staticKeys, instructions } = readSolanaMessage(bytes)!.message
 */
export type SolanaMessage = {
  version: 'legacy' | 0
  requiredSignatures: number
  staticKeys: string[]
  lookups: { table: string; writable: number[]; readonly: number[] }[]
  instructions: { programIndex: number; accountIndexes: number[]; data: Uint8Array }[]
}

/** The message ends before what its header announces: not a message this reader knows. */
class TruncatedSolanaMessageError extends BaseError {
  override name = 'TruncatedSolanaMessageError'
  override readonly code = 'SOLANA_MESSAGE_TRUNCATED'
  constructor() {
    super('The Solana message ends early')
  }
}

function reader(bytes: Uint8Array) {
  let at = 0
  const take = (n: number) => {
    if (n < 0 || at + n > bytes.length) throw new TruncatedSolanaMessageError()
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
    throw new TruncatedSolanaMessageError()
  }
  return { take, byte, shortVec, offset: () => at }
}

/**
 * Reads a transaction message from the start of `bytes` and checks it as the runtime sanitizes
 * one (at least one signer, the read-only counts within the accounts, every index in range).
 * Returns the message and how many bytes it used, or undefined when the bytes are no message:
 * the caller decides whether bytes left over matter.
 * @example const read = readSolanaMessage(bytes); if (read) console.log(read.length)
 */
export function readSolanaMessage(
  bytes: Uint8Array,
): { message: SolanaMessage; length: number } | undefined {
  try {
    const r = reader(bytes)
    const first = r.byte()
    const versioned = (first & 0x80) !== 0
    if (versioned && (first & 0x7f) !== 0) return undefined
    const required = versioned ? r.byte() : first
    const readonlySigned = r.byte()
    const readonlyUnsigned = r.byte()
    const staticKeys = Array.from({ length: r.shortVec() }, () => encodeBase58(r.take(32)))
    r.take(32) // recent blockhash
    const instructions = Array.from({ length: r.shortVec() }, () => ({
      programIndex: r.byte(),
      accountIndexes: [...r.take(r.shortVec())],
      data: new Uint8Array(r.take(r.shortVec())),
    }))
    const lookups: SolanaMessage['lookups'] = []
    if (versioned) {
      for (let n = r.shortVec(); n > 0; n--) {
        const table = encodeBase58(r.take(32))
        const writable = [...r.take(r.shortVec())]
        const readonly = [...r.take(r.shortVec())]
        lookups.push({ table, writable, readonly })
      }
    }
    const total =
      staticKeys.length + lookups.reduce((n, l) => n + l.writable.length + l.readonly.length, 0)
    const sane =
      required > 0 &&
      required <= staticKeys.length &&
      readonlySigned < required &&
      readonlyUnsigned <= staticKeys.length - required &&
      total <= 256 &&
      instructions.every(
        (ix) =>
          ix.programIndex > 0 &&
          ix.programIndex < staticKeys.length &&
          ix.accountIndexes.every((index) => index < total),
      )
    if (!sane) return undefined
    return {
      message: {
        version: versioned ? 0 : 'legacy',
        requiredSignatures: required,
        staticKeys,
        lookups,
        instructions,
      },
      length: r.offset(),
    }
  } catch (error) {
    if (error instanceof TruncatedSolanaMessageError) return undefined
    throw error
  }
}
