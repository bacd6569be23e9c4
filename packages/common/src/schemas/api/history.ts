import { z } from '../zod'
import { caip2Schema, decimalStringSchema, sdkQuerySchema } from './primitives'

/**
 * Query of GET /v1/account/{address}/history.
 * @example historyQuerySchema.parse({ chainId: 'eip155:31337', cursor: 'abc' })
 */
export const historyQuerySchema = sdkQuerySchema.extend({
  cursor: z.string().max(512).optional(),
  chainId: caip2Schema.optional(),
  onramp: z.string().max(32).optional(),
})

/** @example const q: HistoryQuery = { chainId: 'eip155:1' } */
export type HistoryQuery = z.infer<typeof historyQuerySchema>

/**
 * One transfer inside a transaction, from the account's point of view.
 * @example transferSchema.parse({ direction: 'in', quantity: { numeric: '1' } })
 */
export const transferSchema = z.object({
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: decimalStringSchema }),
  fungible_info: z
    .object({
      name: z.string().optional(),
      symbol: z.string().optional(),
      icon: z.object({ url: z.string() }).nullable().optional(),
    })
    .optional(),
  nft_info: z
    .object({
      name: z.string().optional(),
      content: z.object({ preview: z.object({ url: z.string() }).optional() }).optional(),
      flags: z.object({ is_spam: z.boolean() }),
    })
    .optional(),
  value: z.number().optional(),
  price: z.number().optional(),
  /** Who sent and who received this transfer (not the transaction's `to`, which for a token
   * transfer is the token contract). Optional: not every history source gives them. */
  sender: z.string().optional(),
  recipient: z.string().optional(),
})

/** @example const t: Transfer = transferSchema.parse(json) */
export type Transfer = z.infer<typeof transferSchema>

/**
 * One token allowance the account granted in a transaction (an ERC-20 `Approval`): the token
 * as a transfer names it, the amount allowed and who may spend it. Not in the API clients of
 * the pinned version read; a Portico gateway adds it so an approval reads as one.
 * @example approvalSchema.parse({ fungible_info: { symbol: 'PTT' }, quantity: { numeric: '100' }, spender: '0x…', spender_name: 'Uniswap' })
 */
export const approvalSchema = z.object({
  fungible_info: transferSchema.shape.fungible_info,
  quantity: z.object({ numeric: decimalStringSchema }),
  spender: z.string().max(128),
  /** What the gateway calls the spender (its swap router: 'Uniswap'); absent when unknown. */
  spender_name: z.string().max(64).optional(),
})

/** @example const a: Approval = approvalSchema.parse(json) */
export type Approval = z.infer<typeof approvalSchema>

/**
 * One transaction of the history; `transfers` is null when nothing moved.
 * @example transactionSchema.parse(json)
 */
export const transactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    chain: caip2Schema,
    minedAt: z.string(),
    operationType: z.string(),
    status: z.enum(['confirmed', 'failed', 'pending']),
    sentFrom: z.string(),
    sentTo: z.string(),
    hash: z.string().optional(),
    nonce: z.number().optional(),
  }),
  transfers: z.array(transferSchema).nullable(),
  approvals: z.array(approvalSchema).optional(),
})

/** @example const t: Transaction = transactionSchema.parse(json) */
export type Transaction = z.infer<typeof transactionSchema>

/**
 * Answer of GET /v1/account/{address}/history; a non-empty `next` is the next page's cursor.
 * @example historyResponseSchema.parse({ data: [], next: null })
 */
export const historyResponseSchema = z.object({
  data: z.array(transactionSchema),
  next: z.string().nullable().optional(),
})

/** @example const r: HistoryResponse = { data: [], next: null } */
export type HistoryResponse = z.infer<typeof historyResponseSchema>
