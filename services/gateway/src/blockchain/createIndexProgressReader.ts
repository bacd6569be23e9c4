import type { CompiledQuery } from 'kysely'
import type { GatewayDb } from '../db/Database'

type CursorRow = { chain_id: string; next_block: number; last_hash: string | null }

function progressQuery(db: GatewayDb, chainId: string | undefined): CompiledQuery<CursorRow> {
  let query = db.selectFrom('chain_cursors').select(['chain_id', 'next_block', 'last_hash'])
  if (chainId) query = query.where('chain_id', '=', chainId)
  return query.orderBy('chain_id').compile()
}

/**
 * Reads where the indexer stands on `chainId` (undefined: every chain) as one string: each
 * chain's next block and the hash of its last indexed block, as committed with the rows they
 * cover. Any batch written, or any rewind after a reorg, gives another string, so an answer
 * cached under it is never older than the index. One read of a table with a row per chain, its
 * statement compiled once per chain asked (it runs on every history request): pass only
 * configured chains.
 * @example
 * const progressOf = createIndexProgressReader(db)
 * const progress = await progressOf('eip155:31337')
 */
export function createIndexProgressReader(
  db: GatewayDb,
): (chainId: string | undefined) => Promise<string> {
  const compiled = new Map<string, CompiledQuery<CursorRow>>()
  return (chainId) => {
    const key = chainId ?? '*'
    let query = compiled.get(key)
    if (!query) {
      query = progressQuery(db, chainId)
      compiled.set(key, query)
    }
    return runProgressQuery(db, query)
  }
}

async function runProgressQuery(db: GatewayDb, query: CompiledQuery<CursorRow>): Promise<string> {
  const { rows } = await db.executeQuery(query)
  return rows.map((row) => `${row.chain_id}@${row.next_block}:${row.last_hash ?? ''}`).join(',')
}
