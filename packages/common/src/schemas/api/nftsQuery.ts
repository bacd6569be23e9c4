import { z } from '../zodMini'
import { caip2Schema, sdkQuerySchema } from './primitives'

// Apart from the answer's schemas (nfts.ts): only the gateway checks this query, and a module
// of schemas is built whole when a page loads it, used or not.
/**
 * Query of GET /v1/account/{address}/nfts (this gateway's owned-NFT list; spec §7 names no
 * such call): one network, the page after `cursor`.
 * @example nftsQuerySchema.parse({ chainId: 'eip155:31337' })
 */
export const nftsQuerySchema = z.extend(sdkQuerySchema, {
  chainId: caip2Schema,
  cursor: z.optional(z.string().check(z.maxLength(512))),
})

/** @example const q: NftsQuery = { chainId: 'eip155:1' } */
export type NftsQuery = z.infer<typeof nftsQuerySchema>
