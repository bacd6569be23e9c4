import { createTable } from '@portico/server'
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
    await createTable(db, 'payments', {
      id: 'text primary key',
      project_id: 'text not null',
      network: 'text not null',
      asset: 'text not null',
      amount: 'text not null',
      units: 'text not null',
      decimals: 'integer not null',
      recipient: 'text not null',
      status: 'text not null',
      method: 'text',
      exchange_id: 'text',
      session_id: 'text',
      tx_hash: 'text',
      paid_from: 'text',
      failure_reason: 'text',
      reference: 'text',
      start_block: 'bigint not null',
      created_at: 'bigint not null',
      updated_at: 'bigint not null',
      checked_at: 'bigint not null',
    }).execute()
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
