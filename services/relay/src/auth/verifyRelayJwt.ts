import { createPublicKey, verify } from 'node:crypto'
import { relayJwtClaimsSchema, relayJwtHeaderSchema } from '@portico/common/schemas/relay'
import { RelayUpgradeError } from '../http/RelayUpgradeError'
import { decodeDidKey } from './didKey'
import { isRelayAudience } from './isRelayAudience'

/**
 * Inputs of {@link verifyRelayJwt} besides the token.
 * @example
 * const options: VerifyRelayJwtOptions = { nowSeconds: 1_700_000_000, leewaySeconds: 60, maxLifetimeSeconds: 86_400, audienceHosts: ['127.0.0.1:8788'] }
 */
export type VerifyRelayJwtOptions = {
  nowSeconds: number
  leewaySeconds: number
  /** Longest `exp - iat`; `exp` may also be at most this far from now. */
  maxLifetimeSeconds: number
  /** Hosts the `aud` URL may name; see `isRelayAudience` (`*` for any). */
  audienceHosts: readonly string[]
}

/**
 * Verify a relay auth JWT (EdDSA, issuer `did:key`) and return the client id it proves. Throws a
 * {@link RelayUpgradeError} whose fixed message says what is wrong.
 * @example
 * const { clientId } = verifyRelayJwt(url.searchParams.get('auth') ?? '', options)
 */
export function verifyRelayJwt(token: string, options: VerifyRelayJwtOptions) {
  const parts = token.split('.')
  if (parts.length !== 3) throw new RelayUpgradeError('MALFORMED_JWT')
  const [headerPart = '', claimsPart = '', signaturePart = ''] = parts
  const header = relayJwtHeaderSchema.safeParse(decodeSegment(headerPart))
  const parsed = relayJwtClaimsSchema.safeParse(decodeSegment(claimsPart))
  if (!header.success || !parsed.success) throw new RelayUpgradeError('MALFORMED_JWT')
  const claims = parsed.data
  let publicKey: ReturnType<typeof createPublicKey>
  try {
    publicKey = createPublicKey({
      key: {
        kty: 'OKP',
        crv: 'Ed25519',
        x: Buffer.from(decodeDidKey(claims.iss)).toString('base64url'),
      },
      format: 'jwk',
    })
  } catch {
    throw new RelayUpgradeError('MALFORMED_JWT')
  }
  const signature = Buffer.from(signaturePart, 'base64url')
  const signed = Buffer.from(`${headerPart}.${claimsPart}`, 'utf8')
  if (signature.length !== 64 || !verify(null, signed, publicKey, signature)) {
    throw new RelayUpgradeError('BAD_SIGNATURE')
  }
  const { nowSeconds, leewaySeconds, maxLifetimeSeconds } = options
  if (claims.exp + leewaySeconds < nowSeconds) throw new RelayUpgradeError('JWT_EXPIRED')
  if (claims.iat - leewaySeconds > nowSeconds) throw new RelayUpgradeError('JWT_NOT_YET_VALID')
  if (claims.exp < claims.iat) throw new RelayUpgradeError('MALFORMED_JWT')
  if (
    claims.exp - claims.iat > maxLifetimeSeconds ||
    claims.exp - nowSeconds > maxLifetimeSeconds + leewaySeconds
  ) {
    throw new RelayUpgradeError('JWT_LIFETIME_TOO_LONG')
  }
  if (!isRelayAudience(claims.aud, options.audienceHosts)) {
    throw new RelayUpgradeError('WRONG_AUDIENCE')
  }
  return { clientId: claims.iss, claims }
}

function decodeSegment(segment: string): unknown {
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
}
