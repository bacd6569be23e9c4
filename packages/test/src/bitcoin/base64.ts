/**
 * Bytes as base64 with the platform's `btoa`, so the Bitcoin test wallet runs in a browser page
 * as well as in Node (no `Buffer`).
 * @example
 * toBase64(Uint8Array.of(1, 2, 3)) // 'AQID'
 */
export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/**
 * Base64 text as bytes; throws on text that is not base64.
 * @example
 * fromBase64('AQID') // Uint8Array [1, 2, 3]
 */
export function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
}
