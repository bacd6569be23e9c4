import { type OpenSqlDatabase, openSqlDatabase } from '@portico/server'
import type { WalletFrameDatabase } from './Database'
import { walletFrameMigrations } from './migrations'

/**
 * Where the wallet frame keeps its data: PostgreSQL when `database` is set (several nodes),
 * else the SQLite file `dbPath` (one node).
 * @example
 * const target: WalletFrameDbTarget = { dbPath: ':memory:' }
 */
export type WalletFrameDbTarget = {
  dbPath: string
  database?: { url: string; schema?: string | undefined; poolSize: number } | undefined
}

/**
 * Opens the configured database through the foundation and brings its schema up to date,
 * creating the Postgres schema `database.schema` when it does not exist yet. Nodes starting
 * together are safe: a race to create the schema is settled, and Kysely's migrator holds an
 * advisory lock while one of them migrates. The pg pool comes back for the pool metrics.
 * @example
 * const { db, dialect, pool } = await openWalletFrameDb({ dbPath, database: config.database })
 */
export function openWalletFrameDb(
  target: WalletFrameDbTarget,
): Promise<OpenSqlDatabase<WalletFrameDatabase>> {
  return openSqlDatabase<WalletFrameDatabase>({
    target: { sqlitePath: target.dbPath, postgres: target.database },
    migrations: walletFrameMigrations,
  })
}
