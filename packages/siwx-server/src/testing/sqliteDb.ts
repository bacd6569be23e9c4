import Database from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'

/**
 * A Kysely database over a fresh in-memory SQLite (better-sqlite3), as the gateway uses on disk.
 * @example
 * const db = sqliteDb<SiwxDatabase>()
 * afterEach(() => db.destroy())
 */
export function sqliteDb<DB>(): Kysely<DB> {
  return new Kysely<DB>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) })
}
