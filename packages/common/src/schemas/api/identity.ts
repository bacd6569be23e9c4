import { z } from '../zodMini'

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
