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
 * A block with its receipts, fetched together.
 * @example const { block, receipts } = fetched
 */
export type BlockWithReceipts = { block: RpcBlock; receipts: RpcReceipt[] }
