import { createTable } from '@portico/server'
import { type Kysely, type Migration, sql } from 'kysely'

/**
 * The table of granted smart sessions (ERC-7715 permissions the wallet recorded). Portable column
 * types only: SQLite and PostgreSQL run it unchanged.
 * @example
 * const migrations = { '0006_smart_sessions': sessionsMigration }
 */
export const sessionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await createTable(db, 'smart_sessions', ['address', 'pci', 'chain_id'], {
      chain_id: 'text not null',
      address: 'text not null',
      pci: 'text not null',
      project_id: 'text not null',
      expiry: 'bigint not null',
      grant_json: 'text not null',
      created_at: 'bigint not null',
      revoked_at: 'bigint',
    }).execute()
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists smart_sessions`.execute(db)
  },
}
