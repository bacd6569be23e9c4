import { FrameRequestError } from './FrameRequestError'

/**
 * Bytes of standard base64 text (the solana_* methods' transactions); malformed text is the
 * caller's `what` error.
 * @example fromBase64('AQI=', 'Invalid transaction') // Uint8Array [1, 2]
 */
export function fromBase64(text: string, what: string): Uint8Array {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0)
    throw new FrameRequestError(what)
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
}

/**
 * Standard base64 text of bytes.
 * @example toBase64(new Uint8Array([1, 2])) // 'AQI='
 */
export function toBase64(bytes: Uint8Array): string {
  let text = ''
  for (const b of bytes) text += String.fromCharCode(b)
  return btoa(text)
}
