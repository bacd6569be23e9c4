import { z } from '../zodMini'
import { caip2Schema, decimalStringSchema } from './primitives'

/**
 * One transfer inside a transaction, from the account's point of view.
 * @example transferSchema.parse({ direction: 'in', quantity: { numeric: '1' } })
 */
export const transferSchema = z.object({
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: decimalStringSchema }),
  fungible_info: z.optional(
    z.object({
      name: z.optional(z.string()),
      symbol: z.optional(z.string()),
      icon: z.optional(z.nullable(z.object({ url: z.string() }))),
    }),
  ),
  nft_info: z.optional(
    z.object({
      name: z.optional(z.string()),
      content: z.optional(z.object({ preview: z.optional(z.object({ url: z.string() })) })),
      flags: z.object({ is_spam: z.boolean() }),
    }),
  ),
  value: z.optional(z.number()),
  price: z.optional(z.number()),
  /** Who sent and who received this transfer (not the transaction's `to`, which for a token
   * transfer is the token contract). Optional: not every history source gives them. */
  sender: z.optional(z.string()),
  recipient: z.optional(z.string()),
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
  spender: z.string().check(z.maxLength(128)),
  /** What the gateway calls the spender (its swap router: 'Uniswap'); absent when unknown. */
  spender_name: z.optional(z.string().check(z.maxLength(64))),
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
    hash: z.optional(z.string()),
    nonce: z.optional(z.number()),
    /** The gas fee the account paid, in the native token; a Portico gateway gives it for a smart
     * account's user operations (ERC-4337 `actualGasCost`). Not read by the pinned clients. */
    fee: z.optional(
      z.object({
        quantity: z.object({ numeric: decimalStringSchema }),
        fungible_info: transferSchema.shape.fungible_info,
      }),
    ),
  }),
  transfers: z.nullable(z.array(transferSchema)),
  approvals: z.optional(z.array(approvalSchema)),
})

/** @example const t: Transaction = transactionSchema.parse(json) */
export type Transaction = z.infer<typeof transactionSchema>

/**
 * Where a chain's indexed history begins, when the gateway indexes it from a later block than
 * genesis (`chains[].startBlock`): the block and its time. Earlier activity is not in the answer.
 * @example historyStartSchema.parse({ block: 22_000_000, minedAt: '2026-11-03T09:12:11.000Z' })
 */
export const historyStartSchema = z.object({
  block: z.number().check(z.int(), z.nonnegative()),
  minedAt: z.iso.datetime(),
})

/**
 * Answer of GET /v1/account/{address}/history; a non-empty `next` is the next page's cursor.
 * `historyStart` (a Portico gateway's, asked with one `chainId`) says where the chain's history
 * begins when it does not begin at genesis.
 * @example historyResponseSchema.parse({ data: [], next: null })
 */
export const historyResponseSchema = z.object({
  data: z.array(transactionSchema),
  next: z.optional(z.nullable(z.string())),
  historyStart: z.optional(historyStartSchema),
})

/** @example const start: HistoryStart = { block: 22_000_000, minedAt: '2026-11-03T09:12:11.000Z' } */
export type HistoryStart = z.infer<typeof historyStartSchema>

/** @example const r: HistoryResponse = { data: [], next: null } */
export type HistoryResponse = z.infer<typeof historyResponseSchema>
