import { z } from '../zodMini'

/**
 * A registered account name as the name endpoints answer it.
 * @example nameRecordSchema.parse({ name: 'alice.portico.id', registered_at: '2024-01-01', addresses: {}, attributes: [] })
 */
export const nameRecordSchema = z.object({
  name: z.string(),
  registered_at: z.string(),
  updated_at: z.optional(z.string()),
  addresses: z.record(
    z.string(),
    z.object({ address: z.string(), created: z.optional(z.string()) }),
  ),
  attributes: z.optional(
    z.array(z.object({ avatar: z.optional(z.string()), bio: z.optional(z.string()) })),
  ),
})

/** @example const n: NameRecord = nameRecordSchema.parse(json) */
export type NameRecord = z.infer<typeof nameRecordSchema>

/**
 * Answer of GET /v1/profile/reverse/{address}: a bare list of name records.
 * @example reverseNamesResponseSchema.parse([])
 */
export const reverseNamesResponseSchema = z.array(nameRecordSchema)

/**
 * Answer of GET /v1/profile/suggestions/{text}.
 * @example nameSuggestionsResponseSchema.parse({ suggestions: [{ name: 'alice.portico.id', registered: false }] })
 */
export const nameSuggestionsResponseSchema = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
})

/**
 * JSON body of POST /v1/profile/account.
 * @example registerNameRequestSchema.parse({ coin_type: 2147483649, address: '0x…', message: '{}', signature: '0x…' })
 */
export const registerNameRequestSchema = z.object({
  coin_type: z.number().check(z.int()),
  address: z.string().check(z.maxLength(128)),
  message: z.string().check(z.maxLength(4096)),
  signature: z.string().check(z.maxLength(1024)),
})
