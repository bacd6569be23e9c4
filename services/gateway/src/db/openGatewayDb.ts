import { type OpenSqlDatabase, openSqlDatabase } from '@portico/server'
import { sql } from 'kysely'
import type { GatewayDatabase } from './Database'
import { gatewayMigrations } from './migrations'

/**
 * Where the gateway keeps its data: PostgreSQL when `database.url` is set (several nodes),
 * else the SQLite file `dbPath` (one node).
 * @example
 * const target: GatewayDbTarget = { dbPath: ':memory:', database: undefined }
 */
export type GatewayDbTarget = {
  dbPath: string
  database?: { url: string; schema?: string | undefined; poolSize: number } | undefined
}

/**
 * WAL pages SQLite lets accumulate before it copies them into the database file (its default is
 * 1,000). The indexer rewrites the same pages of its tables range after range while catching up:
 * checkpointing less often copies each page once for several ranges, and syncs the file less.
 * @example await sql`pragma wal_autocheckpoint = ${sql.lit(SQLITE_WAL_AUTOCHECKPOINT_PAGES)}`.execute(db)
 */
export const SQLITE_WAL_AUTOCHECKPOINT_PAGES = 10_000

/**
 * Opens the configured database and brings its schema up to date (the foundation's
 * openSqlDatabase with the gateway's migrations: the Postgres schema is created when missing,
 * and nodes starting together are safe). A SQLite connection checkpoints its WAL every
 * {@link SQLITE_WAL_AUTOCHECKPOINT_PAGES} pages.
 * @example
 * const { db, dialect, pool } = await openGatewayDb(config)
 */
export async function openGatewayDb(
  target: GatewayDbTarget,
): Promise<OpenSqlDatabase<GatewayDatabase>> {
  const opened = await openSqlDatabase<GatewayDatabase>({
    target: { sqlitePath: target.dbPath, postgres: target.database },
    migrations: gatewayMigrations,
  })
  if (opened.dialect === 'sqlite') {
    await sql`pragma wal_autocheckpoint = ${sql.lit(SQLITE_WAL_AUTOCHECKPOINT_PAGES)}`.execute(
      opened.db,
    )
  }
  return opened
}
