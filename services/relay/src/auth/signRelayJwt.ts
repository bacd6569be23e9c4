import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
} from 'node:crypto'
import { encodeDidKey } from './didKey'
import { InvalidSeedError } from './InvalidSeedError'

// DER header of a PKCS#8 ed25519 private key; the 32-byte seed follows.
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

/**
 * An ed25519 identity a relay client authenticates with; `clientId` is its `did:key`.
 * @example
 * const identity = createRelayIdentity()
 */
export type RelayIdentity = { clientId: string; privateKey: KeyObject }

/**
 * A fresh random client identity.
 * @example
 * const { clientId } = createRelayIdentity()
 */
export function createRelayIdentity(): RelayIdentity {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519')
  return { clientId: clientIdOf(publicKey), privateKey }
}

/**
 * The client identity of a given 32-byte ed25519 seed (deterministic).
 * @example
 * const identity = relayIdentityFromSeed(new Uint8Array(32).fill(7))
 */
export function relayIdentityFromSeed(seed: Uint8Array): RelayIdentity {
  if (seed.length !== 32) throw new InvalidSeedError()
  const der = Buffer.concat([PKCS8_ED25519_PREFIX, seed])
  const privateKey = createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })
  return { clientId: clientIdOf(createPublicKey(privateKey)), privateKey }
}

/**
 * Sign the auth JWT a relay client passes as the `auth` query, as the WalletConnect SDK does.
 * @example
 * const auth = signRelayJwt(identity, { aud: 'ws://127.0.0.1:8788', iat: now, ttlSeconds: 86_400 })
 */
export function signRelayJwt(
  identity: RelayIdentity,
  claims: { aud: string; iat: number; ttlSeconds: number; sub?: string },
): string {
  const header = { alg: 'EdDSA', typ: 'JWT' }
  const payload = {
    iss: identity.clientId,
    sub: claims.sub ?? 'portico',
    aud: claims.aud,
    iat: claims.iat,
    exp: claims.iat + claims.ttlSeconds,
  }
  const data = `${segment(header)}.${segment(payload)}`
  const signature = sign(null, Buffer.from(data, 'utf8'), identity.privateKey)
  return `${data}.${signature.toString('base64url')}`
}

function segment(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url')
}

function clientIdOf(publicKey: KeyObject): string {
  const jwk = publicKey.export({ format: 'jwk' })
  return encodeDidKey(Buffer.from(jwk.x ?? '', 'base64url'))
}
