import { bulkInsert, usesPostgres } from '../db/bulkInsert'
import type { GatewayDatabase, GatewayDb, TokenTable } from '../db/Database'
import type { BulkInsert } from '../db/defineBulkInsert'
import type { NftCollectionTable, NftTokenTable } from '../nfts/NftDatabase'
import type { ExtractedRows } from './extractRows'
import { indexedTables } from './indexedTables'

/**
 * How many recent block hashes are kept to find a common ancestor after a reorg.
 * @example .where('number', '<', head - REORG_WINDOW)
 */
export const REORG_WINDOW = 256

/**
 * Writes the rows of one block range and moves the chain's cursor past it, in ONE database
 * transaction: a crash leaves either all of it or none, and re-running a range inserts nothing
 * twice (rows are keyed by chain, transaction hash and log index).
 * @example
 * await writeBatch(db, { chainId, rows, tokens, blocks: [{ number: 1, hash }], genesisHash })
 */
export async function writeBatch(
  db: GatewayDb,
  batch: {
    chainId: string
    rows: ExtractedRows
    tokens: TokenTable[]
    /** New NFT tokens and contracts of the range (none by default). */
    nfts?: { tokens: NftTokenTable[]; collections: NftCollectionTable[] }
    blocks: { number: number; hash: string }[]
    genesisHash: string | null
    now: number
  },
): Promise<void> {
  const last = batch.blocks[batch.blocks.length - 1]
  if (!last) return
  const { rows, nfts } = batch
  const blocks = batch.blocks.map((b) => ({ chain_id: batch.chainId, ...b }))
  await db.transaction().execute(async (trx) => {
    const postgres = usesPostgres<GatewayDatabase>(trx)
    const write = <Row>(target: BulkInsert<Row>, list: readonly Row[]) =>
      bulkInsert<GatewayDatabase, Row>(trx, target, list, postgres)
    await write(indexedTables.transactions, rows.transactions)
    await write(indexedTables.transfers, rows.transfers)
    await write(indexedTables.approvals, rows.approvals)
    await write(indexedTables.userOperations, rows.userOperations)
    await write(indexedTables.activity, rows.activity)
    await write(indexedTables.tokens, batch.tokens)
    await write(indexedTables.nftTransfers, rows.nftTransfers)
    await write(indexedTables.nftTokens, nfts?.tokens ?? [])
    await write(indexedTables.nftCollections, nfts?.collections ?? [])
    await write(indexedTables.blocks, blocks)
    await trx
      .deleteFrom('blocks')
      .where('chain_id', '=', batch.chainId)
      .where('number', '<', last.number - REORG_WINDOW)
      .execute()
    const cursor = {
      next_block: last.number + 1,
      last_hash: last.hash,
      genesis_hash: batch.genesisHash,
      updated_at: batch.now,
    }
    await trx
      .insertInto('chain_cursors')
      .values({ chain_id: batch.chainId, ...cursor })
      .onConflict((oc) => oc.column('chain_id').doUpdateSet(cursor))
      .execute()
  })
}
