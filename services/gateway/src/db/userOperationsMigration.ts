import { type Kysely, type Migration, sql } from 'kysely'

/**
 * The indexer's `user_operations` table (see UserOperationTable). Portable column types only, so
 * the same migration runs on SQLite and PostgreSQL. Blocks indexed before it keep no user
 * operations (nor inner ether moves): re-index from the start block to have them.
 * @example
 * getMigrations: async () => ({ …, '0009_user_operations': userOperationsMigration })
 */
export const userOperationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('user_operations')
      .addColumn('chain_id', 'text', (c) => c.notNull())
      .addColumn('tx_hash', 'text', (c) => c.notNull())
      .addColumn('log_index', 'integer', (c) => c.notNull())
      .addColumn('block_number', 'bigint', (c) => c.notNull())
      .addColumn('user_op_hash', 'text', (c) => c.notNull())
      .addColumn('sender', 'text', (c) => c.notNull())
      .addColumn('paymaster', 'text', (c) => c.notNull())
      .addColumn('nonce', 'text', (c) => c.notNull())
      .addColumn('success', 'integer', (c) => c.notNull())
      .addColumn('actual_gas_cost', 'text', (c) => c.notNull())
      .addColumn('actual_gas_used', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('user_operations_pk', ['chain_id', 'tx_hash', 'log_index'])
      .execute()
    // Rewinds delete by block.
    await db.schema
      .createIndex('user_operations_block')
      .on('user_operations')
      .columns(['chain_id', 'block_number'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists ${sql.table('user_operations')}`.execute(db)
  },
}
