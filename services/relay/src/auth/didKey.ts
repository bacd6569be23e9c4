import { base58 } from '@scure/base'
import { DidKeyError } from './DidKeyError'

const DID_KEY_PREFIX = 'did:key:z'
// Multicodec varint 0xed01: an ed25519 public key follows.
const ED25519_MULTICODEC = [0xed, 0x01] as const

/**
 * The 32-byte ed25519 public key inside a `did:key:z…` identifier (base58btc, multicodec
 * 0xed01). Throws when the identifier is anything else.
 * @example
 * const publicKey = decodeDidKey(claims.iss)
 */
export function decodeDidKey(did: string): Uint8Array {
  if (!did.startsWith(DID_KEY_PREFIX)) throw new DidKeyError('Issuer is not a base58btc did:key')
  const bytes = base58.decode(did.slice(DID_KEY_PREFIX.length))
  if (bytes[0] !== ED25519_MULTICODEC[0] || bytes[1] !== ED25519_MULTICODEC[1]) {
    throw new DidKeyError('Issuer key is not ed25519')
  }
  if (bytes.length !== 34) throw new DidKeyError('Issuer key is not 32 bytes')
  return bytes.slice(2)
}

/**
 * The `did:key:z…` identifier of an ed25519 public key; the WalletConnect client id format.
 * @example
 * const clientId = encodeDidKey(publicKey)
 */
export function encodeDidKey(publicKey: Uint8Array): string {
  if (publicKey.length !== 32) throw new DidKeyError('Expected a 32-byte ed25519 public key')
  const bytes = new Uint8Array(34)
  bytes.set(ED25519_MULTICODEC, 0)
  bytes.set(publicKey, 2)
  return DID_KEY_PREFIX + base58.encode(bytes)
}
