import { z } from '../schemas/zodMini'

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'Expected hex'))
const quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]+$/, 'Expected a hex quantity'))
const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an address'))

/**
 * The fields of `eth_getTransactionByHash`'s answer a payment reader needs; `blockNumber` is
 * null while the transaction waits in the mempool.
 * @example evmTransactionSchema.parse(await request('eth_getTransactionByHash', [hash]))
 */
export const evmTransactionSchema = z.object({
  hash: hex,
  from: address,
  to: z.nullish(address),
  value: quantity,
  /** The call data; a node of the old JSON-RPC naming answers it as `data` instead. */
  input: z.optional(hex),
  data: z.optional(hex),
  blockNumber: z.nullish(quantity),
})

/** A transaction as {@link evmTransactionSchema} reads it. @example tx.value */
export type EvmTransaction = z.infer<typeof evmTransactionSchema>

/**
 * One log of a receipt.
 * @example evmLogSchema.parse(receipt.logs[0])
 */
export const evmLogSchema = z.object({
  address,
  topics: z.array(hex),
  data: hex,
})

/**
 * The fields of `eth_getTransactionReceipt`'s answer a payment reader needs: `status` 0x1 when
 * the transaction ran, 0x0 when it reverted.
 * @example evmReceiptSchema.parse(await request('eth_getTransactionReceipt', [hash]))
 */
export const evmReceiptSchema = z.object({
  transactionHash: hex,
  blockNumber: quantity,
  status: quantity,
  from: address,
  to: z.nullish(address),
  logs: z.array(evmLogSchema),
})

/** A receipt as {@link evmReceiptSchema} reads it. @example receipt.status === '0x1' */
export type EvmReceipt = z.infer<typeof evmReceiptSchema>

/**
 * One frame of Geth's `callTracer` (`debug_traceTransaction` with `{ tracer: 'callTracer' }`),
 * with the calls it made; `error` is set on a frame that reverted.
 * @example const frame: EvmCallFrame = evmCallFrameSchema.parse(trace)
 */
export type EvmCallFrame = {
  type: string
  from?: string | undefined
  to?: string | null | undefined
  value?: string | null | undefined
  error?: string | undefined
  calls?: EvmCallFrame[] | undefined
}

/**
 * The fields of a `callTracer` frame a payment reader needs.
 * @example evmCallFrameSchema.parse(await request('debug_traceTransaction', [hash, { tracer: 'callTracer' }]))
 */
export const evmCallFrameSchema: z.ZodMiniType<EvmCallFrame> = z.lazy(() =>
  z.object({
    type: z.string(),
    from: z.optional(hex),
    to: z.nullish(hex),
    value: z.nullish(hex),
    error: z.optional(z.string()),
    calls: z.optional(z.array(evmCallFrameSchema)),
  }),
)
