import { type Kysely, type Migration, sql } from 'kysely'

/**
 * The sweep's range of payments past `pay.retentionDays`: an index on when each was made, so
 * the delete reads only the rows it removes.
 * @example
 * const migrations = { '0012_payment_retention': payRetentionMigration }
 */
export const payRetentionMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('payments_created').on('payments').column('created_at').execute()
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index if exists payments_created`.execute(db)
  },
}
