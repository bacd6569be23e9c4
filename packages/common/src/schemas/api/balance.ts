import { z } from '../zodMini'
import { caip2Schema, caip10Schema, decimalStringSchema, integerStringSchema } from './primitives'

/**
 * One token balance; `address` (CAIP-10) is absent for the native token.
 * @example tokenBalanceSchema.parse({ name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', price: 0, quantity: { decimals: '18', numeric: '1' } })
 */
export const tokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: caip2Schema,
  address: z.optional(caip10Schema),
  value: z.optional(z.number()),
  price: z.number(),
  quantity: z.object({ decimals: integerStringSchema, numeric: decimalStringSchema }),
  iconUrl: z.string(),
})

/** @example const t: TokenBalance = tokenBalanceSchema.parse(json) */
export type TokenBalance = z.infer<typeof tokenBalanceSchema>

/**
 * Answer of GET /v1/account/{address}/balance.
 * @example balanceResponseSchema.parse({ balances: [] })
 */
export const balanceResponseSchema = z.object({ balances: z.array(tokenBalanceSchema) })

/** @example const r: BalanceResponse = { balances: [] } */
export type BalanceResponse = z.infer<typeof balanceResponseSchema>
