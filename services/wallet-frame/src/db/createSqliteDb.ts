import SqliteDatabase from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import type { WalletFrameDatabase, WalletFrameDb } from './Database'

/**
 * Opens the service's SQLite database (WAL) behind Kysely; swap it for another dialect and
 * nothing else changes.
 * @example
 * const db = createSqliteDb(':memory:')
 */
export function createSqliteDb(path: string): WalletFrameDb {
  const sqlite = new SqliteDatabase(path)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  return new Kysely<WalletFrameDatabase>({ dialect: new SqliteDialect({ database: sqlite }) })
}
