import { type OpenSqlDatabase, openSqlDatabase } from '@portico/server'
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
 * Opens the configured database and brings its schema up to date (the foundation's
 * openSqlDatabase with the gateway's migrations: the Postgres schema is created when missing,
 * and nodes starting together are safe).
 * @example
 * const { db, dialect, pool } = await openGatewayDb(config)
 */
export function openGatewayDb(target: GatewayDbTarget): Promise<OpenSqlDatabase<GatewayDatabase>> {
  return openSqlDatabase<GatewayDatabase>({
    target: { sqlitePath: target.dbPath, postgres: target.database },
    migrations: gatewayMigrations,
  })
}
