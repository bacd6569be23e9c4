import { type Kysely, type Migration, sql } from 'kysely'

/**
 * The signed sponsorships awaiting settlement (`SponsorshipReservationTable`) and the settler's
 * place in each chain's blocks (`SponsorshipSettlementCursorTable`). Additive: the budget
 * counters of `sponsorship_spending` keep their shape. Portable column types only.
 * @example
 * const migrations = { '0014_sponsorship_reservations': sponsorshipReservationsMigration }
 */
export const sponsorshipReservationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sponsorship_reservations')
      .addColumn('chain_id', 'text', (c) => c.notNull())
      .addColumn('user_op_hash', 'text', (c) => c.notNull())
      .addColumn('project_id', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('sender', 'text', (c) => c.notNull())
      .addColumn('nonce', 'text', (c) => c.notNull())
      .addColumn('spenders', 'text', (c) => c.notNull())
      .addColumn('reserved_gwei', 'bigint', (c) => c.notNull())
      .addColumn('valid_until', 'bigint', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('actual_wei', 'text')
      .addPrimaryKeyConstraint('sponsorship_reservations_pk', ['chain_id', 'user_op_hash'])
      .execute()
    // The settler finds a landed operation's other signatures by its sender and nonce, the
    // open ones past their window by chain and validUntil, and the sweep old ones by day.
    await db.schema
      .createIndex('sponsorship_reservations_nonce')
      .on('sponsorship_reservations')
      .columns(['chain_id', 'sender', 'nonce'])
      .execute()
    await db.schema
      .createIndex('sponsorship_reservations_open')
      .on('sponsorship_reservations')
      .columns(['state', 'chain_id', 'valid_until'])
      .execute()
    await db.schema
      .createIndex('sponsorship_reservations_day')
      .on('sponsorship_reservations')
      .column('day')
      .execute()
    await db.schema
      .createTable('sponsorship_settlement_cursors')
      .addColumn('chain_id', 'text', (c) => c.primaryKey())
      .addColumn('next_block', 'bigint', (c) => c.notNull())
      .addColumn('scanned_until', 'bigint', (c) => c.notNull())
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists sponsorship_settlement_cursors`.execute(db)
    await sql`drop table if exists sponsorship_reservations`.execute(db)
  },
}
