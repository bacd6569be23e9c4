import { type Kysely, type Migration, sql } from 'kysely'

/**
 * The payments table of the Pay routes, with one transaction per network at most (a unique
 * index on network and tx_hash: several NULLs are allowed on SQLite and PostgreSQL alike).
 * Portable column types only: SQLite and PostgreSQL run it unchanged.
 * @example
 * const migrations = { '0010_payments': payMigration }
 */
export const payMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('payments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('project_id', 'text', (c) => c.notNull())
      .addColumn('network', 'text', (c) => c.notNull())
      .addColumn('asset', 'text', (c) => c.notNull())
      .addColumn('amount', 'text', (c) => c.notNull())
      .addColumn('units', 'text', (c) => c.notNull())
      .addColumn('decimals', 'integer', (c) => c.notNull())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('method', 'text')
      .addColumn('exchange_id', 'text')
      .addColumn('session_id', 'text')
      .addColumn('tx_hash', 'text')
      .addColumn('paid_from', 'text')
      .addColumn('failure_reason', 'text')
      .addColumn('reference', 'text')
      .addColumn('start_block', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('checked_at', 'bigint', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('payments_tx')
      .on('payments')
      .columns(['network', 'tx_hash'])
      .unique()
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists payments`.execute(db)
  },
}
