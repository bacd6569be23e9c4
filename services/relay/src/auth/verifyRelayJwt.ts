import { createPublicKey, verify } from 'node:crypto'
import { relayJwtClaimsSchema, relayJwtHeaderSchema } from '@portico/common/schemas/relay'
import { decodeDidKey } from './didKey'
import { isRelayAudience } from './isRelayAudience'

/**
 * Inputs of {@link verifyRelayJwt} besides the token.
 * @example
 * const options: VerifyRelayJwtOptions = { nowSeconds: 1_700_000_000, leewaySeconds: 60, audienceHosts: [] }
 */
export type VerifyRelayJwtOptions = {
  nowSeconds: number
  leewaySeconds: number
  audienceHosts: readonly string[]
}

/**
 * Verify a relay auth JWT (EdDSA, issuer `did:key`) and return the client id it proves.
 * Throws an Error whose message says what is wrong.
 * @example
 * const { clientId } = verifyRelayJwt(url.searchParams.get('auth') ?? '', options)
 */
export function verifyRelayJwt(token: string, options: VerifyRelayJwtOptions) {
  const parts = token.split('.')
  if (parts.length !== 3) throw new Error('Malformed JWT')
  const [headerPart = '', claimsPart = '', signaturePart = ''] = parts
  relayJwtHeaderSchema.parse(decodeSegment(headerPart))
  const claims = relayJwtClaimsSchema.parse(decodeSegment(claimsPart))
  const publicKey = createPublicKey({
    key: {
      kty: 'OKP',
      crv: 'Ed25519',
      x: Buffer.from(decodeDidKey(claims.iss)).toString('base64url'),
    },
    format: 'jwk',
  })
  const signature = Buffer.from(signaturePart, 'base64url')
  const signed = Buffer.from(`${headerPart}.${claimsPart}`, 'utf8')
  if (signature.length !== 64 || !verify(null, signed, publicKey, signature)) {
    throw new Error('Bad JWT signature')
  }
  const { nowSeconds, leewaySeconds } = options
  if (claims.exp + leewaySeconds < nowSeconds) throw new Error('JWT expired')
  if (claims.iat - leewaySeconds > nowSeconds) throw new Error('JWT issued in the future')
  if (claims.exp < claims.iat) throw new Error('JWT expires before it is issued')
  if (!isRelayAudience(claims.aud, options.audienceHosts))
    throw new Error('JWT audience is not this relay')
  return { clientId: claims.iss, claims }
}

function decodeSegment(segment: string): unknown {
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'))
  } catch {
    throw new Error('Malformed JWT segment')
  }
}
