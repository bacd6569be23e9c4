import { Migrator } from 'kysely'
import type { WalletFrameDb } from './Database'
import { createMigrationProvider } from './migrations'

/**
 * Brings the database schema up to date; throws with the failing migration's error.
 * @example await migrateToLatest(db)
 */
export async function migrateToLatest(db: WalletFrameDb): Promise<void> {
  const migrator = new Migrator({ db, provider: createMigrationProvider() })
  const { error } = await migrator.migrateToLatest()
  if (error) throw error
}
