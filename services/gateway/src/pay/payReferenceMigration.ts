import { type Kysely, type Migration, sql } from 'kysely'

/**
 * The look-up of a QR payment's neighbours: the payments of one network and
 * recipient by age, whose references a QR candidate must not carry. The `reference` column
 * itself came with `0010_payments` (Solana Pay keys); EVM payments fill it from now on.
 * @example
 * const migrations = { '0011_payment_references': payReferenceMigration }
 */
export const payReferenceMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('payments_recipient')
      .on('payments')
      .columns(['network', 'recipient', 'created_at'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index if exists payments_recipient`.execute(db)
  },
}
