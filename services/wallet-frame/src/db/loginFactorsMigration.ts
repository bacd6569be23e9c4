import { createTable } from '@portico/server'
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
    await createTable(db, 'key_release_approvals', {
      token_hash: 'text primary key',
      user_id: 'text not null references users.id on delete cascade',
      device_hash: 'text not null',
      created_at: 'bigint not null',
      expires_at: 'bigint not null',
      approved_at: 'bigint',
    }).execute()
    await db.schema
      .createIndex('key_release_approvals_device')
      .on('key_release_approvals')
      .columns(['user_id', 'device_hash'])
      .execute()
    await db.schema.alterTable('social_logins').addColumn('redeem_hash', 'text').execute()
    await db.schema.alterTable('farcaster_channels').addColumn('verifier_hash', 'text').execute()
  },
}
