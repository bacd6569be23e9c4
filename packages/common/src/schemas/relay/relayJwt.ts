import { z } from '../zod'

/**
 * Header of the relay auth JWT: always EdDSA (ed25519).
 * @example
 * relayJwtHeaderSchema.parse({ alg: 'EdDSA', typ: 'JWT' })
 */
export const relayJwtHeaderSchema = z.object({
  alg: z.literal('EdDSA'),
  typ: z.literal('JWT'),
})

/**
 * Claims of the relay auth JWT: `iss` is the client's `did:key` (its client id), `aud` the
 * relay URL, `iat`/`exp` in seconds.
 * @example
 * relayJwtClaimsSchema.parse({ iss: 'did:key:z6Mk…', sub: 'abc', aud: 'ws://127.0.0.1:8788', iat, exp })
 */
export const relayJwtClaimsSchema = z.object({
  iss: z.string().regex(/^did:key:z[1-9A-HJ-NP-Za-km-z]+$/, 'Expected a base58btc did:key'),
  sub: z.string().max(256),
  aud: z.string().min(1).max(2048),
  iat: z.number().int(),
  exp: z.number().int(),
})

/**
 * Validated relay JWT claims.
 * @example
 * const claims: RelayJwtClaims = { iss, sub, aud, iat, exp }
 */
export type RelayJwtClaims = z.infer<typeof relayJwtClaimsSchema>
