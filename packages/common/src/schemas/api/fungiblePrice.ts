import { z } from '../zod'
import { caip10Schema } from './primitives'

/**
 * JSON body of POST /v1/fungible/price.
 * @example fungiblePriceRequestSchema.parse({ currency: 'usd', addresses: ['eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'], projectId: 'p' })
 */
export const fungiblePriceRequestSchema = z.object({
  currency: z.string().max(16).optional(),
  addresses: z.array(caip10Schema).max(100),
  projectId: z.string().max(128).optional(),
})

/** @example const b: FungiblePriceRequest = { currency: 'usd', addresses: [] } */
export type FungiblePriceRequest = z.infer<typeof fungiblePriceRequestSchema>

/**
 * One priced token; `address` echoes the requested CAIP-10 address.
 * @example fungiblePriceSchema.parse({ symbol: 'ETH', price: 2500 })
 */
export const fungiblePriceSchema = z.object({
  name: z.string().optional(),
  symbol: z.string(),
  iconUrl: z.string().optional(),
  price: z.number(),
  address: z.string().optional(),
})

/**
 * Answer of POST /v1/fungible/price.
 * @example fungiblePriceResponseSchema.parse({ fungibles: [] })
 */
export const fungiblePriceResponseSchema = z.object({ fungibles: z.array(fungiblePriceSchema) })

/** @example const r: FungiblePriceResponse = { fungibles: [] } */
export type FungiblePriceResponse = z.infer<typeof fungiblePriceResponseSchema>
