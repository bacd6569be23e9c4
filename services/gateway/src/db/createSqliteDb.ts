import SqliteDatabase from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import type { GatewayDatabase, GatewayDb } from './Database'

const STATEMENT_CACHE_SIZE = 256

/**
 * Opens a SQLite database for the gateway (WAL, NORMAL sync) behind Kysely. Statements are
 * prepared once per SQL text and reused: the hot queries keep the same text between requests.
 * Swap this function for a Postgres dialect; nothing else knows it is SQLite.
 * @example
 * const db = createSqliteDb(':memory:')
 */
export function createSqliteDb(path: string): GatewayDb {
  const sqlite = new SqliteDatabase(path)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('foreign_keys = ON')
  const statements = new Map<string, SqliteDatabase.Statement>()
  const database = {
    close: () => {
      statements.clear()
      sqlite.close()
    },
    prepare: (text: string) => {
      let statement = statements.get(text)
      if (!statement) {
        statement = sqlite.prepare(text)
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          const oldest = statements.keys().next().value
          if (oldest !== undefined) statements.delete(oldest)
        }
        statements.set(text, statement)
      }
      return statement
    },
  }
  return new Kysely<GatewayDatabase>({ dialect: new SqliteDialect({ database }) })
}
