import type { Kysely, Migration } from 'kysely'

const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('client', 'text', (c) => c.notNull())
      .addColumn('network', 'text', (c) => c.notNull())
      .addColumn('asset', 'text', (c) => c.notNull())
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('decimals', 'integer', (c) => c.notNull())
      .addColumn('amount', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('return_url', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('form_token', 'text', (c) => c.notNull())
      .addColumn('account_email', 'text')
      .addColumn('tx_hash', 'text')
      .addColumn('raw_tx', 'text')
      .addColumn('failure_reason', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('sessions_status').on('sessions').columns(['status']).execute()
    await db.schema
      .createTable('balances')
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('units', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('balances_pk', ['email', 'symbol'])
      .execute()
    await db.schema
      .createTable('ledger_entries')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('delta', 'text', (c) => c.notNull())
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('sign_ins')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute()
  },
}

/**
 * The exchange database's migrations, applied in name order by the foundation's migrator.
 * @example await openSqlDatabase({ target: { sqlitePath }, migrations: exchangeMigrations })
 */
export const exchangeMigrations: Record<string, Migration> = { '0001_initial': initial }
