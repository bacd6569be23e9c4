import type Database from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import { openSqliteFile } from './openSqliteFile'

const STATEMENT_CACHE_SIZE = 256

/**
 * A SQLite database behind Kysely (opened by {@link openSqliteFile} when given a path).
 * Statements are prepared once per SQL text and reused: a service's hot queries keep the same
 * text between requests.
 * @example
 * const db = createSqliteKysely<GatewayDatabase>(':memory:')
 */
export function createSqliteKysely<DB>(source: string | Database.Database): Kysely<DB> {
  const sqlite = typeof source === 'string' ? openSqliteFile(source) : source
  const statements = new Map<string, Database.Statement>()
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
  return new Kysely<DB>({ dialect: new SqliteDialect({ database }) })
}
