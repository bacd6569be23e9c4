import { createPostgresKysely, createSqliteKysely } from '@portico/server'
import { testPostgresSchema } from '@portico/test/services/testPostgresSchema'
import type { GatewayDatabase, GatewayDb } from '../db/Database'
import { migrateGatewayDb } from '../db/migrateGatewayDb'
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
    const db = createSqliteKysely<GatewayDatabase>(options.sqlitePath ?? ':memory:')
    await migrateGatewayDb(db)
    return { db, close: () => db.destroy() }
  }
  const schema = await createTestSchema()
  const db = createPostgresKysely<GatewayDatabase>({
    url: schema.url,
    schema: schema.name,
    poolSize: 4,
  }).db
  try {
    await migrateGatewayDb(db, { schema: schema.name })
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
