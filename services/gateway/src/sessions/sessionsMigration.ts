import { type Kysely, type Migration, sql } from 'kysely'

/**
 * The table of granted smart sessions (ERC-7715 permissions the wallet recorded). Portable column
 * types only: SQLite and PostgreSQL run it unchanged.
 * @example
 * const migrations = { '0006_smart_sessions': sessionsMigration }
 */
export const sessionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('smart_sessions')
      .addColumn('chain_id', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('pci', 'text', (c) => c.notNull())
      .addColumn('project_id', 'text', (c) => c.notNull())
      .addColumn('expiry', 'bigint', (c) => c.notNull())
      .addColumn('grant_json', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint')
      .addPrimaryKeyConstraint('smart_sessions_pk', ['address', 'pci', 'chain_id'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists smart_sessions`.execute(db)
  },
}
