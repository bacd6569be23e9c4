import { testPostgresSchema } from '@portico/test/services/testPostgresSchema'
import { createPostgresDb } from '../db/createPostgresDb'
import { createSqliteDb } from '../db/createSqliteDb'
import type { GatewayDb } from '../db/Database'
import { migrateToLatest } from '../db/migrateToLatest'
import type { GatewayTestDialect } from './gatewayTestDialects'

/**
 * A fresh Postgres schema with a random name, for one test's gateway database (parallel test
 * workers never share one); `drop()` removes it with everything in it.
 * @example
 * const schema = await createTestSchema()
 * await schema.drop()
 */
export async function createTestSchema(url?: string) {
  const schema = testPostgresSchema('gw_test', url)
  await schema.create()
  return schema
}

/**
 * A migrated, empty gateway database of `dialect`: SQLite in memory (or at `sqlitePath`), or a
 * throw-away Postgres schema. `close()` releases it (and drops the schema).
 * @example
 * const { db, close } = await createTestDb('postgres')
 */
export async function createTestDb(
  dialect: GatewayTestDialect,
  options: { sqlitePath?: string } = {},
): Promise<{ db: GatewayDb; close: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const db = createSqliteDb(options.sqlitePath ?? ':memory:')
    await migrateToLatest(db)
    return { db, close: () => db.destroy() }
  }
  const schema = await createTestSchema()
  const db = createPostgresDb({ url: schema.url, schema: schema.name, poolSize: 4 })
  try {
    await migrateToLatest(db, { schema: schema.name })
  } catch (error) {
    await db.destroy()
    await schema.drop()
    throw error
  }
  return {
    db,
    close: async () => {
      // A test may have destroyed the handle itself (e.g. to make queries fail).
      await db.destroy().catch(() => {})
      await schema.drop()
    },
  }
}
