import { type Kysely, type Migration, sql } from 'kysely'

// Portable column types and statements only: SQLite and Postgres run these unchanged.
const tables: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('siwx_nonces')
      .ifNotExists()
      .addColumn('nonce', 'text', (col) => col.primaryKey())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .execute()
    await db.schema
      .createTable('siwx_sessions')
      .ifNotExists()
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('project_id', 'text', (col) => col.notNull())
      .addColumn('chain_id', 'text', (col) => col.notNull())
      .addColumn('address', 'text', (col) => col.notNull())
      .addColumn('domain', 'text', (col) => col.notNull())
      .addColumn('message', 'text', (col) => col.notNull())
      .addColumn('signature', 'text', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .addColumn('revoked_at', 'bigint')
      .execute()
    await db.schema
      .createIndex('siwx_sessions_account')
      .ifNotExists()
      .on('siwx_sessions')
      .columns(['project_id', 'address'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists siwx_sessions`.execute(db)
    await sql`drop table if exists siwx_nonces`.execute(db)
  },
}

// Nonces belong to the project that issued them, and both tables are swept by expiry through an
// index. Nonces live minutes: the table is recreated rather than altered (a sign-in in progress
// during the upgrade asks for a new nonce).
const nonceProjectAndExpiry: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`drop table if exists siwx_nonces`.execute(db)
    await db.schema
      .createTable('siwx_nonces')
      .addColumn('nonce', 'text', (col) => col.primaryKey())
      .addColumn('project_id', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .execute()
    await db.schema
      .createIndex('siwx_nonces_expires_at')
      .on('siwx_nonces')
      .column('expires_at')
      .execute()
    await db.schema
      .createIndex('siwx_sessions_expires_at')
      .ifNotExists()
      .on('siwx_sessions')
      .column('expires_at')
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('siwx_sessions_expires_at').ifExists().execute()
    await sql`drop table if exists siwx_nonces`.execute(db)
    await tables.up(db)
  },
}

/**
 * The SIWX tables' migrations in order, for a host that runs its own Kysely migrator (the
 * gateway adds them to its list); {@link migrateSiwxTables} runs them on their own.
 * @example
 * const migrations = { ...myMigrations, '0002_siwx_tables': siwxMigrations['0001_siwx_tables'] }
 */
export const siwxMigrations: Readonly<Record<string, Migration>> = {
  '0001_siwx_tables': tables,
  '0002_siwx_nonce_project_and_expiry': nonceProjectAndExpiry,
}
