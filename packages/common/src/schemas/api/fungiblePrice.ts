import { z } from '../zodMini'
import { caip10Schema } from './primitives'

/**
 * JSON body of POST /v1/fungible/price.
 * @example fungiblePriceRequestSchema.parse({ currency: 'usd', addresses: ['eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'], projectId: 'p' })
 */
export const fungiblePriceRequestSchema = z.object({
  currency: z.optional(z.string().check(z.maxLength(16))),
  addresses: z.array(caip10Schema).check(z.maxLength(100)),
  projectId: z.optional(z.string().check(z.maxLength(128))),
})

/** @example const b: FungiblePriceRequest = { currency: 'usd', addresses: [] } */
export type FungiblePriceRequest = z.infer<typeof fungiblePriceRequestSchema>

/**
 * One priced token; `address` echoes the requested CAIP-10 address.
 * @example fungiblePriceSchema.parse({ symbol: 'ETH', price: 2500 })
 */
export const fungiblePriceSchema = z.object({
  name: z.optional(z.string()),
  symbol: z.string(),
  iconUrl: z.optional(z.string()),
  price: z.number(),
  address: z.optional(z.string()),
})

/**
 * Answer of POST /v1/fungible/price.
 * @example fungiblePriceResponseSchema.parse({ fungibles: [] })
 */
export const fungiblePriceResponseSchema = z.object({ fungibles: z.array(fungiblePriceSchema) })

/** @example const r: FungiblePriceResponse = { fungibles: [] } */
export type FungiblePriceResponse = z.infer<typeof fungiblePriceResponseSchema>
