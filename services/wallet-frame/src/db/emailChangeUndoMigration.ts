import { createTable } from '@portico/server'
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
    await createTable(db, 'email_change_undos', {
      token_hash: 'text primary key',
      user_id: 'text not null references users.id on delete cascade',
      old_email: 'text not null',
      new_email: 'text not null',
      created_at: 'bigint not null',
      expires_at: 'bigint not null',
      used_at: 'bigint',
    }).execute()
    await db.schema
      .createIndex('email_change_undos_user')
      .on('email_change_undos')
      .columns(['user_id'])
      .execute()
  },
}
