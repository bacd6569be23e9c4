import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { sql } from 'kysely'
import { createPostgresDb } from './createPostgresDb'
import { createSqliteDb } from './createSqliteDb'
import type { GatewayDb } from './Database'
import { migrateToLatest } from './migrateToLatest'

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
 * Opens the configured database and brings its schema up to date (creating the Postgres
 * schema `database.schema` when it does not exist yet). On Postgres, nodes starting
 * together are safe: Kysely's migrator holds an advisory lock while it migrates.
 * @example
 * const { db, dialect } = await openGatewayDb(config)
 */
export async function openGatewayDb(
  target: GatewayDbTarget,
): Promise<{ db: GatewayDb; dialect: 'sqlite' | 'postgres' }> {
  const database = target.database
  if (database) {
    const db = createPostgresDb({
      url: database.url,
      poolSize: database.poolSize,
      ...(database.schema ? { schema: database.schema } : {}),
    })
    if (database.schema) {
      await sql`create schema if not exists ${sql.id(database.schema)}`.execute(db)
    }
    await migrateToLatest(db, { schema: database.schema ?? 'public' })
    return { db, dialect: 'postgres' }
  }
  if (target.dbPath !== ':memory:') mkdirSync(dirname(target.dbPath), { recursive: true })
  const db = createSqliteDb(target.dbPath)
  await migrateToLatest(db)
  return { db, dialect: 'sqlite' }
}
