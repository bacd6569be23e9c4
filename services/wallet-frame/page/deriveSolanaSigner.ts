import { encodeBase58 } from '@portico/common'
import { FrameRequestError } from './FrameRequestError'

/** HKDF's `info`: names what the derived bytes are for, so they match no other use of the key. */
const SOLANA_INFO = new TextEncoder().encode('portico solana')
// PKCS#8 wrapping of a raw Ed25519 seed (RFC 8410): WebCrypto imports private keys only so.
const PKCS8_ED25519_PREFIX = [
  0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
]

/**
 * The visitor's Solana signer: an Ed25519 key whose 32-byte seed is HKDF-SHA256 of the frame's
 * secp256k1 secret (empty salt, info 'portico solana'). It is derived, not stored, so the same
 * 2-of-3 shares open both keys: no new share exchange, nothing to migrate for existing
 * accounts. The address is the base58 public key.
 * @example
 * const signer = await deriveSolanaSigner(secret)
 * const signature = await signer.sign(messageBytes)
 */
export type SolanaSigner = {
  address: string
  sign(bytes: Uint8Array): Promise<Uint8Array>
}

/**
 * Derives the Solana signer of `secret` (see {@link SolanaSigner}). The seed and its PKCS#8
 * copy are zeroed before this resolves; the key then lives only in a WebCrypto key object
 * that the caller's scope drops (KeyManager.withSolanaSigner), never in page-visible storage.
 * @example
 * await keys.withSolanaSigner(address, async (signer) => signer.sign(bytes))
 */
export async function deriveSolanaSigner(secret: Uint8Array): Promise<SolanaSigner> {
  const subtle = globalThis.crypto.subtle
  const ikm = await subtle.importKey('raw', new Uint8Array(secret), 'HKDF', false, ['deriveBits'])
  const seed = new Uint8Array(
    await subtle.deriveBits(
      { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: SOLANA_INFO },
      ikm,
      256,
    ),
  )
  const pkcs8 = new Uint8Array([...PKCS8_ED25519_PREFIX, ...seed])
  seed.fill(0)
  try {
    // Extractable once, for the public key (WebCrypto derives it only through an export); the
    // signing key is a second, non-extractable import.
    const exportable = await subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, true, ['sign'])
    const { x } = await subtle.exportKey('jwk', exportable)
    if (!x)
      throw new FrameRequestError('The Ed25519 key has no public part', 'SOLANA_KEY_UNAVAILABLE')
    const key = await subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, false, ['sign'])
    return {
      address: encodeBase58(fromBase64Url(x)),
      sign: async (bytes) =>
        new Uint8Array(await subtle.sign({ name: 'Ed25519' }, key, new Uint8Array(bytes))),
    }
  } finally {
    pkcs8.fill(0)
  }
}

function fromBase64Url(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/')
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) =>
    c.charCodeAt(0),
  )
}
