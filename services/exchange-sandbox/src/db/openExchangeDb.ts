import { openSqlDatabase } from '@portico/server'
import type { Kysely } from 'kysely'
import type { ExchangeDatabase } from './ExchangeDatabase'
import { exchangeMigrations } from './exchangeMigrations'

/**
 * Opens (and creates, with its folder) the exchange's SQLite file and migrates it. SQLite only:
 * the sandbox is one process by design, and its transactions run one at a time, which is what
 * keeps a session from being paid twice.
 * @example
 * const db = await openExchangeDb(':memory:')
 */
export async function openExchangeDb(dbPath: string): Promise<Kysely<ExchangeDatabase>> {
  const { db } = await openSqlDatabase<ExchangeDatabase>({
    target: { sqlitePath: dbPath },
    migrations: exchangeMigrations,
  })
  return db
}
