import { type Kysely, type Migration, Migrator } from 'kysely'
import { MigrationError } from './MigrationError'

/**
 * Brings a database to the latest of `migrations` (applied in name order) and throws the failing
 * migration's error. On Postgres pass the schema the tables live in: the migrator's own tables
 * are looked up there, and Kysely holds an advisory lock while it migrates, so nodes starting
 * together are safe.
 * @example
 * await migrateToLatest(db, { migrations: { '0001_initial': initial } })
 */
export async function migrateToLatest(
  db: Kysely<unknown>,
  options: { migrations: Record<string, Migration>; schema?: string | undefined },
): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => options.migrations },
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  })
  const { error } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new MigrationError(error)
}
