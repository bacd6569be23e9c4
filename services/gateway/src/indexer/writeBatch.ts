import type { Transaction } from 'kysely'
import type { GatewayDatabase, GatewayDb, TokenTable } from '../db/Database'
import type { NftCollectionTable, NftDatabase, NftTokenTable } from '../nfts/NftDatabase'
import type { ExtractedRows } from './extractRows'

const CHUNK = 200
/**
 * How many recent block hashes are kept to find a common ancestor after a reorg.
 * @example .where('number', '<', head - REORG_WINDOW)
 */
export const REORG_WINDOW = 256

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = []
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK))
  return out
}

async function insertRows(
  trx: Transaction<GatewayDatabase>,
  rows: ExtractedRows,
  tokens: TokenTable[],
) {
  for (const chunk of chunks(rows.transactions)) {
    await trx
      .insertInto('transactions')
      .values(chunk)
      .onConflict((oc) => oc.columns(['chain_id', 'hash']).doNothing())
      .execute()
  }
  for (const chunk of chunks(rows.transfers)) {
    await trx
      .insertInto('transfers')
      .values(chunk)
      .onConflict((oc) => oc.columns(['chain_id', 'tx_hash', 'log_index']).doNothing())
      .execute()
  }
  for (const chunk of chunks(rows.approvals)) {
    await trx
      .insertInto('approvals')
      .values(chunk)
      .onConflict((oc) => oc.columns(['chain_id', 'tx_hash', 'log_index']).doNothing())
      .execute()
  }
  for (const chunk of chunks(rows.activity)) {
    await trx
      .insertInto('account_activity')
      .values(chunk)
      .onConflict((oc) => oc.columns(['account', 'chain_id', 'tx_hash']).doNothing())
      .execute()
  }
  for (const chunk of chunks(tokens)) {
    await trx
      .insertInto('tokens')
      .values(chunk)
      .onConflict((oc) => oc.columns(['chain_id', 'address']).doNothing())
      .execute()
  }
}

async function insertNftRows(
  trx: Transaction<NftDatabase>,
  rows: ExtractedRows,
  nfts: { tokens: NftTokenTable[]; collections: NftCollectionTable[] },
) {
  for (const chunk of chunks(rows.nftTransfers)) {
    await trx
      .insertInto('nft_transfers')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['chain_id', 'tx_hash', 'log_index', 'batch_index']).doNothing(),
      )
      .execute()
  }
  for (const chunk of chunks(nfts.tokens)) {
    await trx
      .insertInto('nft_tokens')
      .values(chunk)
      .onConflict((oc) => oc.columns(['chain_id', 'contract_address', 'token_id']).doNothing())
      .execute()
  }
  for (const chunk of chunks(nfts.collections)) {
    await trx
      .insertInto('nft_collections')
      .values(chunk)
      .onConflict((oc) => oc.columns(['chain_id', 'address']).doNothing())
      .execute()
  }
}

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
  await db.transaction().execute(async (trx) => {
    await insertRows(trx, batch.rows, batch.tokens)
    await insertNftRows(
      trx.withTables<NftDatabase>(),
      batch.rows,
      batch.nfts ?? { tokens: [], collections: [] },
    )
    for (const chunk of chunks(batch.blocks)) {
      await trx
        .insertInto('blocks')
        .values(chunk.map((b) => ({ chain_id: batch.chainId, number: b.number, hash: b.hash })))
        .onConflict((oc) =>
          oc
            .columns(['chain_id', 'number'])
            .doUpdateSet((eb) => ({ hash: eb.ref('excluded.hash') })),
        )
        .execute()
    }
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
