import { testPostgresSchema } from '@portico/test/services/testPostgresSchema'
import { createPostgresDb } from '../db/createPostgresDb'
import { createSqliteDb } from '../db/createSqliteDb'
import type { WalletFrameDb } from '../db/Database'
import { migrateToLatest } from '../db/migrateToLatest'
import type { TestDialect } from './testDialects'

/**
 * A migrated, empty wallet-frame database of `dialect`: SQLite in memory (or at `sqlitePath`), or
 * a throw-away PostgreSQL schema with a random name (parallel test files never share one).
 * `close()` releases it and drops the schema.
 * @example const { db, close } = await createTestDb('postgres')
 */
export async function createTestDb(
  dialect: TestDialect,
  options: { sqlitePath?: string } = {},
): Promise<{ db: WalletFrameDb; close: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const db = createSqliteDb(options.sqlitePath ?? ':memory:')
    await migrateToLatest(db)
    return { db, close: () => db.destroy() }
  }
  const schema = testPostgresSchema('frame_test')
  await schema.create()
  const db = createPostgresDb({ url: schema.url, schema: schema.name, poolSize: 4 })
  const close = async () => {
    await db.destroy()
    await schema.drop()
  }
  try {
    await migrateToLatest(db, { schema: schema.name })
  } catch (error) {
    await close()
    throw error
  }
  return { db, close }
}
