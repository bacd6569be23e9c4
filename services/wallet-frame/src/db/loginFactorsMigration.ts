import type { Kysely, Migration } from 'kysely'

/**
 * What keeps one login factor from releasing a key alone: the previous address's approval of a
 * new device after an email change (`key_release_approvals`, only the link's keyed hash), and
 * the one-time secret the social callback hands the frame, which redeeming a social login needs
 * (`social_logins.redeem_hash`), and the hash of the verifier that only the frame page which
 * opened a Farcaster channel holds (`farcaster_channels.verifier_hash`).
 * @example migrations['0010_login_factors'] = loginFactorsMigration
 */
export const loginFactorsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('key_release_approvals')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('device_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('approved_at', 'bigint')
      .execute()
    await db.schema
      .createIndex('key_release_approvals_device')
      .on('key_release_approvals')
      .columns(['user_id', 'device_hash'])
      .execute()
    await db.schema.alterTable('social_logins').addColumn('redeem_hash', 'text').execute()
    await db.schema.alterTable('farcaster_channels').addColumn('verifier_hash', 'text').execute()
  },
}
