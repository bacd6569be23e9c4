import { z } from '../zod'
import { sdkQuerySchema } from './primitives'

/**
 * Query of GET /v1/identity/{address}.
 * @example identityQuerySchema.parse({ sender: '0x…' })
 */
export const identityQuerySchema = sdkQuerySchema.extend({ sender: z.string().max(128).optional() })

/** @example const q: IdentityQuery = {} */
export type IdentityQuery = z.infer<typeof identityQuerySchema>

/**
 * Answer of GET /v1/identity/{address}.
 * @example identityResponseSchema.parse({ name: null, avatar: null })
 */
export const identityResponseSchema = z.object({
  name: z.string().nullable(),
  avatar: z.string().nullable(),
})

/** @example const r: IdentityResponse = { name: null, avatar: null } */
export type IdentityResponse = z.infer<typeof identityResponseSchema>
