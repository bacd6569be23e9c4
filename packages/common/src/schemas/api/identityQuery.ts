import { z } from '../zodMini'
import { sdkQuerySchema } from './primitives'

// Apart from the answer's schemas (identity.ts): only the gateway checks this query, and a module
// of schemas is built whole when a page loads it, used or not.
/**
 * Query of GET /v1/identity/{address}.
 * @example identityQuerySchema.parse({ sender: '0x…' })
 */
export const identityQuerySchema = z.extend(sdkQuerySchema, {
  sender: z.optional(z.string().check(z.maxLength(128))),
})

/** @example const q: IdentityQuery = {} */
export type IdentityQuery = z.infer<typeof identityQuerySchema>
