import { z } from '../zodMini'
import { caip2Schema, sdkQuerySchema } from './primitives'

// Apart from the answer's schemas (history.ts): only the gateway checks this query, and a module
// of schemas is built whole when a page loads it, used or not.
/**
 * Query of GET /v1/account/{address}/history.
 * @example historyQuerySchema.parse({ chainId: 'eip155:31337', cursor: 'abc' })
 */
export const historyQuerySchema = z.extend(sdkQuerySchema, {
  cursor: z.optional(z.string().check(z.maxLength(512))),
  chainId: z.optional(caip2Schema),
  onramp: z.optional(z.string().check(z.maxLength(32))),
})

/** @example const q: HistoryQuery = { chainId: 'eip155:1' } */
export type HistoryQuery = z.infer<typeof historyQuerySchema>
