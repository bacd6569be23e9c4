import type { PublicClient } from 'viem'
import { z } from 'zod'
import { type BlockWithReceipts, rpcBlockSchema, rpcReceiptSchema } from './rpcSchemas'

const receiptsSchema = z.array(rpcReceiptSchema)

/**
 * Fetches blocks `from..to` with full transactions and their receipts. All calls are issued in
 * one tick so the batching transport sends them as one JSON-RPC batch. A block missing from the
 * node (the chain got shorter meanwhile) ends the range early.
 * @example
 * const blocks = await fetchBlockRange(client, 1n, 100n)
 */
export async function fetchBlockRange(
  client: PublicClient,
  from: number,
  to: number,
): Promise<BlockWithReceipts[]> {
  const numbers = Array.from({ length: to - from + 1 }, (_, i) => `0x${(from + i).toString(16)}`)
  const [blocks, receipts] = await Promise.all([
    Promise.all(
      numbers.map((n) =>
        client.request({ method: 'eth_getBlockByNumber', params: [n as `0x${string}`, true] }),
      ),
    ),
    Promise.all(
      numbers.map((n) =>
        client.request({ method: 'eth_getBlockReceipts', params: [n as `0x${string}`] }),
      ),
    ),
  ])
  const result: BlockWithReceipts[] = []
  for (let i = 0; i < numbers.length; i++) {
    if (blocks[i] === null || receipts[i] === null) break
    result.push({
      block: rpcBlockSchema.parse(blocks[i]),
      receipts: receiptsSchema.parse(receipts[i]),
    })
  }
  return result
}
