import { type CaipNetworkId, isCaipNetworkId } from '@portico/common'
import { z } from 'zod'
import { siwxMessageDataSchema } from './siwxSessionSchema'

/**
 * Answer of POST /v1/siwx/nonce: a single-use nonce and when it stops being accepted (ISO).
 * @example siwxNonceResponseSchema.parse({ nonce: 'q3VbX0aTz9LkP2mW7sYc1D', expiresAt: '2024-…' })
 */
export const siwxNonceResponseSchema = z.object({
  nonce: z.string().regex(/^[A-Za-z0-9]{8,}$/),
  expiresAt: z.string(),
})

/**
 * Body of POST /v1/siwx/sessions: the exact signed text and its signature.
 * @example siwxSignInRequestSchema.parse({ message, signature: '0x…' })
 */
export const siwxSignInRequestSchema = z.object({
  message: z.string().min(1).max(8_192),
  // ERC-6492 wrappers carry the factory call, so signatures can be long.
  signature: z.string().min(1).max(65_536),
})

/**
 * A session as the gateway describes it; `current` marks the one the request's token opened.
 * @example siwxServerSessionSchema.parse(body.session)
 */
export const siwxServerSessionSchema = z.object({
  id: z.string(),
  chainId: z.custom<CaipNetworkId>(isCaipNetworkId, 'Expected a CAIP-2 network id'),
  address: z.string(),
  data: siwxMessageDataSchema,
  message: z.string(),
  signature: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  current: z.boolean(),
})

/** A session as the gateway describes it. @example const s: SiwxServerSession = body.session */
export type SiwxServerSession = z.infer<typeof siwxServerSessionSchema>

/**
 * Answer of POST /v1/siwx/sessions: the bearer token of the new session.
 * @example const { token } = siwxSignInResponseSchema.parse(await response.json())
 */
export const siwxSignInResponseSchema = z.object({
  token: z.string().min(1),
  session: siwxServerSessionSchema,
})

/**
 * Answer of GET /v1/siwx/sessions: the live sessions of the token's account.
 * @example const { sessions } = siwxSessionsResponseSchema.parse(await response.json())
 */
export const siwxSessionsResponseSchema = z.object({ sessions: z.array(siwxServerSessionSchema) })

/**
 * Body of POST /v1/siwx/sessions/revoke: the session to end (default: the token's own).
 * @example siwxRevokeRequestSchema.parse({})
 */
export const siwxRevokeRequestSchema = z.object({ id: z.string().max(128).exactOptional() })

/**
 * Answer of the revoke endpoints.
 * @example siwxRevokeResponseSchema.parse({ revoked: true })
 */
export const siwxRevokeResponseSchema = z.object({ revoked: z.boolean() })
