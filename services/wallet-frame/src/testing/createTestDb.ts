import { createPostgresKysely, createSqliteKysely } from '@portico/server'
import { testPostgresSchema } from '@portico/test/services/testPostgresSchema'
import type { WalletFrameDatabase, WalletFrameDb } from '../db/Database'
import { migrateWalletFrameDb } from '../db/migrateWalletFrameDb'
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
    const db = createSqliteKysely<WalletFrameDatabase>(options.sqlitePath ?? ':memory:')
    await migrateWalletFrameDb(db)
    return { db, close: () => db.destroy() }
  }
  const schema = testPostgresSchema('frame_test')
  await schema.create()
  const db = createPostgresKysely<WalletFrameDatabase>({
    url: schema.url,
    schema: schema.name,
    poolSize: 4,
  }).db
  const close = async () => {
    await db.destroy()
    await schema.drop()
  }
  try {
    await migrateWalletFrameDb(db, { schema: schema.name })
  } catch (error) {
    await close()
    throw error
  }
  return { db, close }
}
