import { Migrator } from 'kysely'
import type { GatewayDb } from './Database'
import { createMigrationProvider } from './migrations'

/**
 * Brings the database schema up to date; throws with the failing migration's error. On
 * Postgres pass the schema the tables live in: the migrator's own bookkeeping tables are looked
 * up there, not in whichever schema of the database happens to have them.
 * @example
 * await migrateToLatest(db)
 * await migrateToLatest(pgDb, { schema: 'public' })
 */
export async function migrateToLatest(
  db: GatewayDb,
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
