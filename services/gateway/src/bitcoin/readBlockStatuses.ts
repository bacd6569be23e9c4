import { z } from 'zod'
import { BitcoinNodeError, type BitcoinRpc } from './createBitcoinRpc'

/**
 * Hash and time of main-chain blocks by height, in two batched calls whatever their number.
 * @example
 * const blocks = await readBlockStatuses(rpc, [101, 102])
 * blocks.get(101) // { block_hash: '…', block_time: 1_700_000_000 }
 */
export async function readBlockStatuses(
  rpc: BitcoinRpc,
  heights: readonly number[],
): Promise<Map<number, { block_hash: string; block_time: number }>> {
  const unique = [...new Set(heights)]
  const hashes = await rpc.batch(unique.map((height) => ['getblockhash', [height]]))
  for (const hash of hashes) if (hash instanceof BitcoinNodeError) throw hash
  const headers = await rpc.batch(hashes.map((hash) => ['getblockheader', [hash]]))
  return new Map(
    unique.map((height, index) => {
      const header = headers[index]
      if (header instanceof BitcoinNodeError) throw header
      const { hash, time } = z.object({ hash: z.string(), time: z.number() }).parse(header)
      return [height, { block_hash: hash, block_time: time }]
    }),
  )
}
