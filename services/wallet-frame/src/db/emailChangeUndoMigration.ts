import type { Kysely, Migration } from 'kysely'

/**
 * An email change names the site it was made on (shown in its mails), and the old address gets
 * a link that undoes the change for 7 days: only the link's keyed hash is stored, with the
 * addresses before and after.
 * @example migrations['0007_email_change_undo'] = emailChangeUndoMigration
 */
export const emailChangeUndoMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('email_updates').addColumn('site', 'text').execute()
    await db.schema
      .createTable('email_change_undos')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('old_email', 'text', (c) => c.notNull())
      .addColumn('new_email', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute()
    await db.schema
      .createIndex('email_change_undos_user')
      .on('email_change_undos')
      .columns(['user_id'])
      .execute()
  },
}
