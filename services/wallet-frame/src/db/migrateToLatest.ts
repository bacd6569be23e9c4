import { Migrator } from 'kysely'
import type { WalletFrameDb } from './Database'
import { createMigrationProvider } from './migrations'

/**
 * Brings the database schema up to date; throws with the failing migration's error. On
 * PostgreSQL pass the schema the tables live in: the migrator's own tables are looked up there,
 * not in whichever schema of the database happens to hold some.
 * @example
 * await migrateToLatest(db)
 * await migrateToLatest(pgDb, { schema: 'wallet_frame' })
 */
export async function migrateToLatest(
  db: WalletFrameDb,
  options: { schema?: string | undefined } = {},
): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: createMigrationProvider(),
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  })
  const { error } = await migrator.migrateToLatest()
  if (error) throw error
}
