import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'

/**
 * Opens (and creates, with its folder) a SQLite file the way every service wants it: WAL
 * journal with NORMAL sync (a committed write survives a crash of the process), foreign keys
 * enforced, and a 5 s wait on a lock held by another connection. ':memory:' opens a throwaway
 * database.
 * @example
 * const sqlite = openSqliteFile('.data/onramp-sandbox.sqlite')
 */
export function openSqliteFile(path: string): Database.Database {
  if (path !== ':memory:' && path !== '') mkdirSync(dirname(path), { recursive: true })
  const sqlite = new Database(path)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  return sqlite
}
