import { bech32 } from '@scure/base'
import { decodeBech32, encodeBech32 } from './bech32'

/**
 * A decoded segregated-witness address.
 * @example
 * const s: SegwitAddress = { hrp: 'bc', version: 0, program: new Uint8Array(20) }
 */
export type SegwitAddress = { hrp: string; version: number; program: Uint8Array }

/**
 * Decode a native segwit address (BIP-173 for v0, BIP-350 for v1+); undefined when invalid.
 * The human-readable part is returned, not checked.
 * @example
 * decodeSegwitAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')?.version // 0
 */
export function decodeSegwitAddress(address: string): SegwitAddress | undefined {
  const decoded = decodeBech32(address)
  if (!decoded) return undefined
  const [version, ...rest] = decoded.words
  if (version === undefined || version > 16) return undefined
  // Undefined when the words leave non-zero or over-long padding (BIP-173).
  const program = bech32.fromWordsUnsafe(rest)
  if (!program || program.length < 2 || program.length > 40) return undefined
  if (version === 0 && program.length !== 20 && program.length !== 32) return undefined
  if (decoded.encoding !== (version === 0 ? 'bech32' : 'bech32m')) return undefined
  return { hrp: decoded.hrp, version, program: Uint8Array.from(program) }
}

/**
 * Encode a witness program as a native segwit address (bech32 for v0, bech32m for v1+).
 * @example
 * encodeSegwitAddress('bc', 1, new Uint8Array(32)) // 'bc1p…'
 */
export function encodeSegwitAddress(hrp: string, version: number, program: Uint8Array): string {
  const words = [version, ...bech32.toWords(program)]
  return encodeBech32(hrp, words, version === 0 ? 'bech32' : 'bech32m')
}
