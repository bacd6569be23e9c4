import { z } from 'zod'

/**
 * Only what an authorization response carries goes back to the page (RFC 6749 §4.1.2, RFC 9207).
 * @example for (const key of SOCIAL_ANSWER_PARAMS) uri.searchParams.delete(key)
 */
export const SOCIAL_ANSWER_PARAMS = ['code', 'state', 'iss', 'error', 'error_description'] as const

/**
 * The parameters of an authorization response, each bounded.
 * @example const parsed = socialAnswerSchema.safeParse(c.req.query())
 */
export const socialAnswerSchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  iss: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(1024).optional(),
})

/**
 * The query parameter of the answer URI that carries the login's one-time redeem secret: minted
 * by the callback page only for the browser holding the login's cookie, posted only to windows on
 * the frame's origin, and required by `POST /auth/v1/social/connect`.
 * @example uri.searchParams.set(SOCIAL_REDEEM_PARAM, secret)
 */
export const SOCIAL_REDEEM_PARAM = 'portico_redeem'
