import { z } from '../zodMini'
import { caip2Schema, integerStringSchema } from './primitives'

/**
 * One NFT an account holds: the token, how many (ERC-1155 may hold several), its collection
 * and what its metadata says (name and image null when the metadata could not be read).
 * @example nftSchema.parse(json)
 */
export const nftSchema = z.object({
  id: z.string(),
  chainId: caip2Schema,
  tokenId: integerStringSchema,
  amount: integerStringSchema,
  name: z.nullable(z.string()),
  imageUrl: z.nullable(z.string()),
  collection: z.object({
    address: z.string(),
    name: z.nullable(z.string()),
    standard: z.enum(['erc721', 'erc1155']),
  }),
})

/** @example const nft: Nft = nftSchema.parse(json) */
export type Nft = z.infer<typeof nftSchema>

/**
 * Answer of GET /v1/account/{address}/nfts; a non-empty `next` is the next page's cursor.
 * @example nftsResponseSchema.parse({ data: [], next: null })
 */
export const nftsResponseSchema = z.object({
  data: z.array(nftSchema),
  next: z.optional(z.nullable(z.string())),
})

/** @example const r: NftsResponse = { data: [], next: null } */
export type NftsResponse = z.infer<typeof nftsResponseSchema>
