import { createTable } from '@portico/server'
import type { Kysely, Migration } from 'kysely'

/**
 * One row per mail cooldown (an email address in one kind of mail) holding when the last such
 * mail was claimed: the cooldown is taken by one conditional upsert, so two requests at once, on
 * one node or two, cannot both send.
 * @example migrations['0009_mail_cooldowns'] = mailCooldownsMigration
 */
export const mailCooldownsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await createTable(db, 'mail_cooldowns', ['kind', 'email'], {
      kind: 'text not null',
      email: 'text not null',
      sent_at: 'bigint not null',
    }).execute()
  },
}
