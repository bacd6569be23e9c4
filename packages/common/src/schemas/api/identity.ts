import { z } from '../zodMini'
import { sdkQuerySchema } from './primitives'

/**
 * Query of GET /v1/identity/{address}.
 * @example identityQuerySchema.parse({ sender: '0x…' })
 */
export const identityQuerySchema = z.extend(sdkQuerySchema, {
  sender: z.optional(z.string().check(z.maxLength(128))),
})

/** @example const q: IdentityQuery = {} */
export type IdentityQuery = z.infer<typeof identityQuerySchema>

/**
 * Answer of GET /v1/identity/{address}.
 * @example identityResponseSchema.parse({ name: null, avatar: null })
 */
export const identityResponseSchema = z.object({
  name: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
})

/** @example const r: IdentityResponse = { name: null, avatar: null } */
export type IdentityResponse = z.infer<typeof identityResponseSchema>
