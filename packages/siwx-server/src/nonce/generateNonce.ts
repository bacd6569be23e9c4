const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/**
 * A random EIP-4361 nonce: letters and digits only, from the platform's CSPRNG. The default
 * 22 characters carry about 130 bits.
 * @example
 * generateNonce() // 'q3VbX0aTz9LkP2mW7sYc1D'
 */
export function generateNonce(length = 22): string {
  if (!Number.isInteger(length) || length < 8)
    throw new RangeError('A nonce has at least 8 characters')
  let nonce = ''
  while (nonce.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      // 248 = 4 × 62: rejecting the rest keeps every character equally likely.
      if (byte < 248 && nonce.length < length) nonce += ALPHABET[byte % 62]
    }
  }
  return nonce
}
