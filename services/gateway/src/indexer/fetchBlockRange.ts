import type { PublicClient } from 'viem'
import { z } from 'zod'
import { parseRpcAnswer } from './parseRpcAnswer'
import { type BlockWithReceipts, rpcBlockSchema, rpcReceiptSchema } from './rpcSchemas'

const receiptsSchema = z.array(rpcReceiptSchema)

/**
 * Fetches blocks `from..to` with full transactions and their receipts, as every node serves them
 * (see fetchBlocks for when the indexer uses it). All calls are issued in one tick so the
 * batching transport sends them as one JSON-RPC batch. A block missing from the node (the chain
 * got shorter meanwhile) ends the range early.
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
  for (const [i, n] of numbers.entries()) {
    if (blocks[i] === null || receipts[i] === null) break
    result.push({
      block: parseRpcAnswer(rpcBlockSchema, blocks[i], `eth_getBlockByNumber(${n}, true)`),
      receipts: parseRpcAnswer(receiptsSchema, receipts[i], `eth_getBlockReceipts(${n})`),
    })
  }
  return result
}
