import { z } from 'zod'

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/, 'Expected hex')

/**
 * The fields of `eth_getBlockByNumber(n, true)` the indexer reads.
 * @example const block = rpcBlockSchema.parse(result)
 */
export const rpcBlockSchema = z.object({
  number: hex,
  hash: hex,
  parentHash: hex,
  timestamp: hex,
  transactions: z.array(
    z.object({
      hash: hex,
      from: hex,
      to: hex.nullable().optional(),
      value: hex,
      /** The call data; read to find where a swap router paid ether. */
      input: hex.optional(),
      nonce: hex,
      transactionIndex: hex,
    }),
  ),
})

/** A block as the indexer reads it. @example block.parentHash */
export type RpcBlock = z.infer<typeof rpcBlockSchema>

/**
 * The fields of one `eth_getBlockReceipts` entry the indexer reads.
 * @example const receipts = z.array(rpcReceiptSchema).parse(result)
 */
export const rpcReceiptSchema = z.object({
  transactionHash: hex,
  status: hex.nullable().optional(),
  contractAddress: hex.nullable().optional(),
  logs: z.array(z.object({ address: hex, topics: z.array(hex), data: hex, logIndex: hex })),
})

/** A receipt as the indexer reads it. @example receipt.logs */
export type RpcReceipt = z.infer<typeof rpcReceiptSchema>

/**
 * The fields of `eth_getBlockByNumber(n, false)` the traced fetch reads: the header and the
 * transaction hashes in block order.
 * @example const header = rpcBlockHeaderSchema.parse(result)
 */
export const rpcBlockHeaderSchema = z.object({
  number: hex,
  hash: hex,
  parentHash: hex,
  timestamp: hex,
  transactions: z.array(hex),
})

/**
 * A receipt as the traced fetch reads it: what {@link rpcReceiptSchema} reads, plus the sender,
 * recipient, type and place that stand in for the transaction object.
 * @example const receipts = z.array(rpcTracedReceiptSchema).parse(result)
 */
export const rpcTracedReceiptSchema = rpcReceiptSchema.extend({
  blockHash: hex,
  transactionIndex: hex,
  from: hex,
  to: hex.nullable(),
  /** Absent on nodes older than typed transactions (EIP-2718). */
  type: hex.optional(),
})

/**
 * One entry of `trace_block` (the Parity/OpenEthereum trace format that anvil, Reth, Erigon and
 * Nethermind serve). `traceAddress` is empty for a transaction's top-level call; block rewards
 * carry no transaction hash.
 * @example const traces = z.array(rpcTraceSchema).parse(result)
 */
export const rpcTraceSchema = z.object({
  type: z.string(),
  blockHash: hex,
  traceAddress: z.array(z.number()),
  transactionHash: hex.nullable().optional(),
  transactionPosition: z.number().nullable().optional(),
  /** Set when this call reverted: it and every call below it moved nothing. */
  error: z.string().optional(),
  action: z.object({
    /** A call's kind: `call` moves value; `delegatecall`, `staticcall`, `callcode` do not. */
    callType: z.string().optional(),
    from: hex.optional(),
    to: hex.nullable().optional(),
    value: hex.optional(),
    /** A call's data. */
    input: hex.optional(),
    /** A creation's init code: the transaction's input when the creation is top-level. */
    init: hex.optional(),
  }),
  /** A creation's new contract is `result.address`. */
  result: z.object({ address: hex.optional() }).nullable().optional(),
})

/** One `trace_block` entry. @example trace.action.value */
export type RpcTrace = z.infer<typeof rpcTraceSchema>

/**
 * Ether one call inside a transaction moved (not the transaction's own value), lower-case.
 * @example const t: InternalTransfer = { txHash: '0x…', from: '0x5c…', to: '0x70…', value: 1000n }
 */
export type InternalTransfer = { txHash: string; from: string; to: string; value: bigint }

/**
 * A block with its receipts, fetched together, and the ether its transactions' inner calls moved
 * when the block was traced (absent when it was not: nothing is known of its inner calls).
 * @example const { block, receipts, internalTransfers } = fetched
 */
export type BlockWithReceipts = {
  block: RpcBlock
  receipts: RpcReceipt[]
  internalTransfers?: InternalTransfer[]
}
