import { base58 } from '@scure/base'

/**
 * Decode a base58 string (Bitcoin alphabet); undefined when it holds another character.
 * @example
 * decodeBase58('11111111111111111111111111111111') // Uint8Array(32) of zeros
 */
export function decodeBase58(text: string): Uint8Array | undefined {
  try {
    return base58.decode(text)
  } catch {
    // @scure/base throws on a character outside the alphabet; callers want a plain "not base58".
    return undefined
  }
}

/**
 * Encode bytes as base58 (Bitcoin alphabet); each leading zero byte becomes a '1'.
 * @example
 * encodeBase58(new Uint8Array([0, 0, 1])) // '112'
 */
export function encodeBase58(bytes: Uint8Array): string {
  return base58.encode(bytes)
}
