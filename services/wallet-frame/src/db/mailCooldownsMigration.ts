import type { Kysely, Migration } from 'kysely'

/**
 * One row per mail cooldown (an email address in one kind of mail) holding when the last such
 * mail was claimed: the cooldown is taken by one conditional upsert, so two requests at once, on
 * one node or two, cannot both send.
 * @example migrations['0009_mail_cooldowns'] = mailCooldownsMigration
 */
export const mailCooldownsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('mail_cooldowns')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('mail_cooldowns_pk', ['kind', 'email'])
      .execute()
  },
}
