import { type Kysely, type Migration, sql } from 'kysely'

/**
 * The daily sponsorship budgets' counters (`SponsorshipSpendingTable`): one row per project,
 * chain, day and spender, which a reservation updates in place, and an index by day for the
 * sweep. Portable column types only.
 * @example
 * const migrations = { '0013_sponsorship_spending': sponsorshipMigration }
 */
export const sponsorshipMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sponsorship_spending')
      .addColumn('project_id', 'text', (c) => c.notNull())
      .addColumn('chain_id', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('spender', 'text', (c) => c.notNull())
      .addColumn('spent_gwei', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('sponsorship_spending_pk', [
        'project_id',
        'chain_id',
        'day',
        'spender',
      ])
      .execute()
    // The sweep deletes past days' counters by day.
    await db.schema
      .createIndex('sponsorship_spending_day')
      .on('sponsorship_spending')
      .column('day')
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists sponsorship_spending`.execute(db)
  },
}
