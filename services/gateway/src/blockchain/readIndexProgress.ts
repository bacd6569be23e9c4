import type { GatewayDb } from '../db/Database'

/**
 * Where the indexer stands on `chainId` (undefined: every chain) as one string: each chain's next
 * block and the hash of its last indexed block, as committed with the rows they cover. Any batch
 * written, or any rewind after a reorg, gives another string, so an answer cached under it is
 * never older than the index. One primary-key read of a table with a row per chain.
 * @example
 * const progress = await readIndexProgress(db, 'eip155:31337') // 'eip155:31337@1001:0xab…'
 */
export async function readIndexProgress(
  db: GatewayDb,
  chainId: string | undefined,
): Promise<string> {
  let query = db.selectFrom('chain_cursors').select(['chain_id', 'next_block', 'last_hash'])
  if (chainId) query = query.where('chain_id', '=', chainId)
  const rows = await query.orderBy('chain_id').execute()
  return rows.map((row) => `${row.chain_id}@${row.next_block}:${row.last_hash ?? ''}`).join(',')
}
