import { createTable } from '@portico/server'
import { type Kysely, type Migration, sql } from 'kysely'

/**
 * The indexer's NFT tables (see NftDatabase). Portable column types only, so the same
 * migration runs on SQLite and PostgreSQL.
 * @example
 * getMigrations: async () => ({ …, '0005_nfts': nftsMigration })
 */
export const nftsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await createTable(db, 'nft_transfers', ['chain_id', 'tx_hash', 'log_index', 'batch_index'], {
      chain_id: 'text not null',
      tx_hash: 'text not null',
      log_index: 'integer not null',
      batch_index: 'integer not null',
      block_number: 'bigint not null',
      contract_address: 'text not null',
      token_id: 'text not null',
      standard: 'text not null',
      from_address: 'text not null',
      to_address: 'text not null',
      amount: 'text not null',
    }).execute()
    // Owned NFTs are summed from an account's transfers in and out; rewinds delete by block.
    for (const [name, column] of [
      ['nft_transfers_to', 'to_address'],
      ['nft_transfers_from', 'from_address'],
      ['nft_transfers_block', 'block_number'],
    ] as const) {
      await db.schema.createIndex(name).on('nft_transfers').columns(['chain_id', column]).execute()
    }
    await createTable(db, 'nft_tokens', ['chain_id', 'contract_address', 'token_id'], {
      chain_id: 'text not null',
      contract_address: 'text not null',
      token_id: 'text not null',
      token_uri: 'text',
    }).execute()
    await createTable(db, 'nft_collections', ['chain_id', 'address'], {
      chain_id: 'text not null',
      address: 'text not null',
      name: 'text',
      standard: 'text not null',
    }).execute()
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['nft_collections', 'nft_tokens', 'nft_transfers']) {
      await sql`drop table if exists ${sql.table(table)}`.execute(db)
    }
  },
}
