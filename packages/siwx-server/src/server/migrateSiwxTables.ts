import { type Kysely, Migrator } from 'kysely'
import type { SiwxDatabase } from './SiwxDatabase'
import { siwxMigrations } from './siwxMigrations'

/**
 * Bring the SIWX tables up to date (SQLite and Postgres): runs {@link siwxMigrations} with
 * Kysely's migrator, recording them in `siwx_migrations`. Safe to run at every start, also on a
 * database whose tables an earlier version created.
 * @example
 * await migrateSiwxTables(db)
 */
export async function migrateSiwxTables(db: Kysely<SiwxDatabase>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => ({ ...siwxMigrations }) },
    migrationTableName: 'siwx_migrations',
    migrationLockTableName: 'siwx_migrations_lock',
  })
  const { error } = await migrator.migrateToLatest()
  if (error) throw error
}
