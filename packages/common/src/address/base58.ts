const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * Decode a base58 string (Bitcoin alphabet); undefined when it holds another character.
 * @example
 * decodeBase58('11111111111111111111111111111111') // Uint8Array(32) of zeros
 */
export function decodeBase58(text: string): Uint8Array | undefined {
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros++
  // Little-endian base-256 digits of the number, grown as needed.
  const digits: number[] = []
  for (let i = zeros; i < text.length; i++) {
    let carry = ALPHABET.indexOf(text[i] ?? '')
    if (carry < 0) return undefined
    for (let j = 0; j < digits.length; j++) {
      carry += (digits[j] ?? 0) * 58
      digits[j] = carry & 0xff
      carry >>= 8
    }
    while (carry > 0) {
      digits.push(carry & 0xff)
      carry >>= 8
    }
  }
  const out = new Uint8Array(zeros + digits.length)
  for (let i = 0; i < digits.length; i++) out[zeros + i] = digits[digits.length - 1 - i] ?? 0
  return out
}

/**
 * Encode bytes as base58 (Bitcoin alphabet); each leading zero byte becomes a '1'.
 * @example
 * encodeBase58(new Uint8Array([0, 0, 1])) // '112'
 */
export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  const digits: number[] = []
  for (let i = zeros; i < bytes.length; i++) {
    let carry = bytes[i] ?? 0
    for (let j = 0; j < digits.length; j++) {
      carry += (digits[j] ?? 0) << 8
      digits[j] = carry % 58
      carry = Math.floor(carry / 58)
    }
    while (carry > 0) {
      digits.push(carry % 58)
      carry = Math.floor(carry / 58)
    }
  }
  let out = '1'.repeat(zeros)
  for (let i = digits.length - 1; i >= 0; i--) out += ALPHABET[digits[i] ?? 0]
  return out
}
