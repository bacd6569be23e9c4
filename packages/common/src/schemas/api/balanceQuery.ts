import { z } from '../zodMini'
import { caip2Schema, sdkQuerySchema } from './primitives'

// Apart from the answer's schemas (balance.ts): only the gateway checks this query, and a module
// of schemas is built whole when a page loads it, used or not.
/**
 * Query of GET /v1/account/{address}/balance.
 * @example balanceQuerySchema.parse({ currency: 'usd', chainId: 'eip155:31337' })
 */
export const balanceQuerySchema = z.extend(sdkQuerySchema, {
  currency: z.optional(z.string().check(z.maxLength(16))),
  chainId: z.optional(caip2Schema),
  forceUpdate: z.optional(z.string().check(z.maxLength(16))),
})

/** @example const q: BalanceQuery = { currency: 'usd', chainId: 'eip155:1' } */
export type BalanceQuery = z.infer<typeof balanceQuerySchema>
