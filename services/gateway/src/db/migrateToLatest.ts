import { Migrator } from 'kysely'
import type { GatewayDb } from './Database'
import { createMigrationProvider } from './migrations'

/**
 * Brings the database schema up to date; throws with the failing migration's error.
 * @example
 * await migrateToLatest(db)
 */
export async function migrateToLatest(db: GatewayDb): Promise<void> {
  const migrator = new Migrator({ db, provider: createMigrationProvider() })
  const { error } = await migrator.migrateToLatest()
  if (error) throw error
}
