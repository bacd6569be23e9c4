import { type Kysely, type Migration, sql } from 'kysely'
import type pg from 'pg'
import { createPostgresKysely } from './createPostgresKysely'
import { createSqliteKysely } from './createSqliteKysely'
import { migrateToLatest } from './migrateToLatest'

/**
 * Where a service keeps its data: PostgreSQL when `postgres` is given (several nodes), else
 * the SQLite file `sqlitePath` (one node).
 * @example
 * const target: SqlTarget = { sqlitePath: ':memory:' }
 */
export type SqlTarget = {
  sqlitePath: string
  postgres?: { url: string; schema?: string | undefined; poolSize?: number | undefined } | undefined
}

/**
 * An open, migrated database: its Kysely handle, which dialect it is, and the pg pool on
 * PostgreSQL (for the pool metrics).
 * @example
 * const { db, dialect } = await openSqlDatabase<GatewayDatabase>({ target, migrations })
 */
export type OpenSqlDatabase<DB> = {
  db: Kysely<DB>
  dialect: 'sqlite' | 'postgres'
  pool?: pg.Pool | undefined
}

/**
 * Opens the configured database and brings it to the latest of `migrations`. On PostgreSQL the
 * schema `postgres.schema` is created when it does not exist yet, and nodes starting together
 * are safe (a race to create the schema is retried; Kysely's migrator holds an advisory lock). A SQLite file's folder is created.
 * @example
 * const { db, dialect, pool } = await openSqlDatabase<GatewayDatabase>({ target: { sqlitePath: ':memory:' }, migrations })
 */
export async function openSqlDatabase<DB>(options: {
  target: SqlTarget
  migrations: Record<string, Migration>
}): Promise<OpenSqlDatabase<DB>> {
  const { target, migrations } = options
  if (target.postgres) {
    const { schema } = target.postgres
    const { db, pool } = createPostgresKysely<DB>(target.postgres)
    try {
      if (schema) {
        const create = sql`create schema if not exists ${sql.id(schema)}`
        // Two nodes creating it at the same moment: one of them fails on the catalogue's unique
        // index although the schema exists by then; asking again settles it.
        await create.execute(db).catch(() => create.execute(db))
      }
      await migrateToLatest(db as Kysely<unknown>, { migrations, schema: schema ?? 'public' })
    } catch (error) {
      await db.destroy()
      throw error
    }
    return { db, dialect: 'postgres', pool }
  }
  const db = createSqliteKysely<DB>(target.sqlitePath)
  try {
    await migrateToLatest(db as Kysely<unknown>, { migrations })
  } catch (error) {
    await db.destroy()
    throw error
  }
  return { db, dialect: 'sqlite' }
}
