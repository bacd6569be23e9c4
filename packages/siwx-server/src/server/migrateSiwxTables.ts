import type { Kysely } from 'kysely'
import type { SiwxDatabase } from './SiwxDatabase'

/**
 * Create the SIWX tables and index if they do not exist yet (SQLite and Postgres). Safe to run at
 * every start.
 * @example
 * await migrateSiwxTables(db)
 */
export async function migrateSiwxTables(db: Kysely<SiwxDatabase>): Promise<void> {
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
}
