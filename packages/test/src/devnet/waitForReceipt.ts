import { z } from 'zod'
import { rpcRequest } from './rpcRequest'

const receiptSchema = z.object({
  status: z.string(),
  contractAddress: z.string().nullish(),
  blockNumber: z.string(),
})

/** The fields of a transaction receipt the devnet helpers use. */
export type DevnetReceipt = z.infer<typeof receiptSchema>

/**
 * Polls `eth_getTransactionReceipt` until the transaction is mined (anvil mines at once).
 *
 * @example
 * const receipt = await waitForReceipt(rpcUrl, hash)
 * receipt.status === '0x1'
 */
export async function waitForReceipt(
  rpcUrl: string,
  hash: string,
  { timeoutMs = 30_000, intervalMs = 25 } = {},
): Promise<DevnetReceipt> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const receipt = await rpcRequest(rpcUrl, 'eth_getTransactionReceipt', [hash])
    if (receipt) return receiptSchema.parse(receipt)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
  throw new Error(
    `transaction ${hash} was not mined within ${timeoutMs} ms (${await nodeState(rpcUrl, hash)})`,
  )
}

/**
 * What the node says of a transaction it has not mined: whether it knows it, its block number
 * and its pool's counts, so a stuck start says whether the transaction waits in the pool, was
 * dropped, or the node stopped mining (e2e/FLAKES.md, the stack's start).
 */
async function nodeState(rpcUrl: string, hash: string): Promise<string> {
  const read = (method: string, params: unknown[]) =>
    rpcRequest(rpcUrl, method, params).then(
      (answer) => JSON.stringify(answer),
      (error: unknown) => `unanswered: ${String(error)}`,
    )
  const [transaction, block, pool] = await Promise.all([
    read('eth_getTransactionByHash', [hash]),
    read('eth_blockNumber', []),
    read('txpool_status', []),
  ])
  return `the node's transaction: ${transaction}; block ${block}; pool ${pool}`
}
