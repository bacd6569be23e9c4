import { type Kysely, type Migration, sql } from 'kysely'

/**
 * The indexer's `approvals` table (see ApprovalTable). Portable column types only, so the same
 * migration runs on SQLite and PostgreSQL. Blocks indexed before it keep no approvals.
 * @example
 * getMigrations: async () => ({ …, '0007_approvals': approvalsMigration })
 */
export const approvalsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('approvals')
      .addColumn('chain_id', 'text', (c) => c.notNull())
      .addColumn('tx_hash', 'text', (c) => c.notNull())
      .addColumn('log_index', 'integer', (c) => c.notNull())
      .addColumn('block_number', 'bigint', (c) => c.notNull())
      .addColumn('token_address', 'text', (c) => c.notNull())
      .addColumn('owner', 'text', (c) => c.notNull())
      .addColumn('spender', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('approvals_pk', ['chain_id', 'tx_hash', 'log_index'])
      .execute()
    // Rewinds delete by block.
    await db.schema
      .createIndex('approvals_block')
      .on('approvals')
      .columns(['chain_id', 'block_number'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists ${sql.table('approvals')}`.execute(db)
  },
}
