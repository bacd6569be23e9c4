import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { sql } from 'kysely'
import { createPostgresDb } from './createPostgresDb'
import { createSqliteDb } from './createSqliteDb'
import type { WalletFrameDb } from './Database'
import { migrateToLatest } from './migrateToLatest'

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
 * Opens the configured database and brings its schema up to date, creating the Postgres schema
 * `database.schema` when it does not exist yet. Nodes starting together are safe: on Postgres
 * Kysely's migrator holds an advisory lock while one of them migrates.
 * @example
 * const { db, dialect } = await openWalletFrameDb({ dbPath, database: config.database })
 */
export async function openWalletFrameDb(
  target: WalletFrameDbTarget,
): Promise<{ db: WalletFrameDb; dialect: 'sqlite' | 'postgres' }> {
  const database = target.database
  if (database) {
    const db = createPostgresDb({
      url: database.url,
      poolSize: database.poolSize,
      ...(database.schema ? { schema: database.schema } : {}),
    })
    try {
      if (database.schema) {
        const create = sql`create schema if not exists ${sql.id(database.schema)}`
        // Two nodes creating it at the same moment: one of them fails on the catalogue's unique
        // index although the schema is there by then; asking again settles it.
        await create.execute(db).catch(() => create.execute(db))
      }
      await migrateToLatest(db, { schema: database.schema ?? 'public' })
    } catch (error) {
      await db.destroy()
      throw error
    }
    return { db, dialect: 'postgres' }
  }
  if (target.dbPath !== ':memory:') mkdirSync(dirname(target.dbPath), { recursive: true })
  const db = createSqliteDb(target.dbPath)
  await migrateToLatest(db)
  return { db, dialect: 'sqlite' }
}
