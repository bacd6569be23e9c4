import { type Kysely, type Migration, sql } from 'kysely'

/**
 * The indexer's NFT tables (see NftDatabase). Portable column types only, so the same
 * migration runs on SQLite and PostgreSQL.
 * @example
 * getMigrations: async () => ({ …, '0005_nfts': nftsMigration })
 */
export const nftsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('nft_transfers')
      .addColumn('chain_id', 'text', (c) => c.notNull())
      .addColumn('tx_hash', 'text', (c) => c.notNull())
      .addColumn('log_index', 'integer', (c) => c.notNull())
      .addColumn('batch_index', 'integer', (c) => c.notNull())
      .addColumn('block_number', 'bigint', (c) => c.notNull())
      .addColumn('contract_address', 'text', (c) => c.notNull())
      .addColumn('token_id', 'text', (c) => c.notNull())
      .addColumn('standard', 'text', (c) => c.notNull())
      .addColumn('from_address', 'text', (c) => c.notNull())
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('amount', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('nft_transfers_pk', [
        'chain_id',
        'tx_hash',
        'log_index',
        'batch_index',
      ])
      .execute()
    // Owned NFTs are summed from an account's transfers in and out; rewinds delete by block.
    for (const [name, column] of [
      ['nft_transfers_to', 'to_address'],
      ['nft_transfers_from', 'from_address'],
      ['nft_transfers_block', 'block_number'],
    ] as const) {
      await db.schema.createIndex(name).on('nft_transfers').columns(['chain_id', column]).execute()
    }
    await db.schema
      .createTable('nft_tokens')
      .addColumn('chain_id', 'text', (c) => c.notNull())
      .addColumn('contract_address', 'text', (c) => c.notNull())
      .addColumn('token_id', 'text', (c) => c.notNull())
      .addColumn('token_uri', 'text')
      .addPrimaryKeyConstraint('nft_tokens_pk', ['chain_id', 'contract_address', 'token_id'])
      .execute()
    await db.schema
      .createTable('nft_collections')
      .addColumn('chain_id', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('name', 'text')
      .addColumn('standard', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('nft_collections_pk', ['chain_id', 'address'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['nft_collections', 'nft_tokens', 'nft_transfers']) {
      await sql`drop table if exists ${sql.table(table)}`.execute(db)
    }
  },
}
