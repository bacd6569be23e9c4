import { bech32, bech32m } from '@scure/base'

const CODECS = { bech32, bech32m } as const

/**
 * The two checksum variants: BIP-173 bech32 and BIP-350 bech32m.
 * @example
 * const encoding: Bech32Encoding = 'bech32m'
 */
export type Bech32Encoding = keyof typeof CODECS

/**
 * A decoded bech32 string: lowercase human-readable part, 5-bit words without the checksum.
 * @example
 * const d: Bech32Decoded = { hrp: 'bc', words: [0, 14, 20], encoding: 'bech32' }
 */
export type Bech32Decoded = { hrp: string; words: number[]; encoding: Bech32Encoding }

/**
 * Decode and checksum-verify a bech32 or bech32m string (BIP-173/350); undefined when invalid.
 * @example
 * decodeBech32('a12uel5l') // { hrp: 'a', words: [], encoding: 'bech32' }
 */
export function decodeBech32(text: string, limit = 90): Bech32Decoded | undefined {
  for (const encoding of ['bech32', 'bech32m'] as const) {
    const decoded = CODECS[encoding].decodeUnsafe(text, limit)
    if (decoded) return { hrp: decoded.prefix, words: [...decoded.words], encoding }
  }
  return undefined
}

/**
 * Encode 5-bit words with a lowercase human-readable part and a bech32/bech32m checksum.
 * @example
 * encodeBech32('a', [], 'bech32') // 'a12uel5l'
 */
export function encodeBech32(
  hrp: string,
  words: readonly number[],
  encoding: Bech32Encoding,
): string {
  // No length limit here: decoding enforces BIP-173's 90 characters where it applies.
  return CODECS[encoding].encode(hrp, [...words], false)
}
