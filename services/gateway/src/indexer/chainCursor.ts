import type { GatewayDb } from '../db/Database'

/**
 * Where indexing of one chain stands: the next block to read and the hash of the last one read.
 * @example const c: ChainCursor = { next: 1, lastHash: '0x…', genesisHash: '0x…' }
 */
export type ChainCursor = { next: number; lastHash: string | null; genesisHash: string | null }

/**
 * Reads a chain's cursor; a chain never indexed starts at `startBlock`.
 * @example
 * const cursor = await loadChainCursor(db, 'eip155:31337', 0)
 */
export async function loadChainCursor(
  db: GatewayDb,
  chainId: string,
  startBlock: number,
): Promise<ChainCursor> {
  const row = await db
    .selectFrom('chain_cursors')
    .select(['next_block', 'last_hash', 'genesis_hash'])
    .where('chain_id', '=', chainId)
    .executeTakeFirst()
  if (!row) return { next: startBlock, lastHash: null, genesisHash: null }
  return { next: row.next_block, lastHash: row.last_hash, genesisHash: row.genesis_hash }
}
