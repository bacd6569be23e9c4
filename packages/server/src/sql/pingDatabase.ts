import { type Kysely, sql } from 'kysely'

/**
 * Resolves when the database answers `select 1`: a readiness check.
 * @example
 * const health = createHealth({ checks: { database: () => pingDatabase(db) } })
 */
export async function pingDatabase(db: Kysely<unknown>): Promise<void> {
  await sql`select 1`.execute(db)
}
