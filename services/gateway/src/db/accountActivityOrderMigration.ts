import { type Kysely, type Migration, sql } from 'kysely'
import {
  ACCOUNT_ACTIVITY_COLUMNS,
  createAccountActivityChainOrderIndex,
  createAccountActivityIndexes,
  createAccountActivityTable,
} from './accountActivityTable'
import { usesPostgres } from './bulkInsert'

/**
 * Every row's history position within its chain, the order history pages walk: the primary key
 * of `account_activity` since {@link accountActivityOrderMigration}.
 * @example .addPrimaryKeyConstraint('account_activity_pk', [...ACCOUNT_ACTIVITY_KEY])
 */
export const ACCOUNT_ACTIVITY_KEY = [
  'account',
  'chain_id',
  'timestamp',
  'block_number',
  'tx_index',
  'tx_hash',
] as const

type Column = (typeof ACCOUNT_ACTIVITY_COLUMNS)[number]

// SQLite cannot change a table's key or drop its rowid in place: the rows move to a new table.
async function rebuildOnSqlite(
  db: Kysely<unknown>,
  key: readonly Column[],
  withoutRowid: boolean,
): Promise<void> {
  let table = createAccountActivityTable(db, 'account_activity_next', key)
  if (withoutRowid) table = table.modifyEnd(sql`without rowid`)
  await table.execute()
  const columns = sql.join(ACCOUNT_ACTIVITY_COLUMNS.map((c) => sql.ref(c)))
  await sql`insert into account_activity_next (${columns}) select ${columns} from account_activity`.execute(
    db,
  )
  await db.schema.dropTable('account_activity').execute()
  await db.schema.alterTable('account_activity_next').renameTo('account_activity').execute()
}

/**
 * Keys `account_activity` by history position within a chain ({@link ACCOUNT_ACTIVITY_KEY}) in
 * place of (account, chain, transaction) plus an index in that position order: each row goes
 * into one B-tree fewer. On SQLite the table is also WITHOUT ROWID, so the key holds the rows
 * and a page of one chain reads them straight from it. A transaction has one position on a
 * chain's indexed history (a reorg deletes the rows above the common block before they are
 * written again), so the key still admits one row per account and transaction. Rows are kept.
 * @example
 * getMigrations: async () => ({ …, '0008_account_activity_order': accountActivityOrderMigration })
 */
export const accountActivityOrderMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if (usesPostgres(db)) {
      await db.schema.alterTable('account_activity').dropConstraint('account_activity_pk').execute()
      await db.schema
        .alterTable('account_activity')
        .addPrimaryKeyConstraint('account_activity_pk', [...ACCOUNT_ACTIVITY_KEY])
        .execute()
      await db.schema.dropIndex('account_activity_chain_order').execute()
      return
    }
    await rebuildOnSqlite(db, ACCOUNT_ACTIVITY_KEY, true)
    await createAccountActivityIndexes(db)
  },
  async down(db: Kysely<unknown>) {
    if (usesPostgres(db)) {
      await db.schema.alterTable('account_activity').dropConstraint('account_activity_pk').execute()
      await db.schema
        .alterTable('account_activity')
        .addPrimaryKeyConstraint('account_activity_pk', ['account', 'chain_id', 'tx_hash'])
        .execute()
    } else {
      await rebuildOnSqlite(db, ['account', 'chain_id', 'tx_hash'], false)
      await createAccountActivityIndexes(db)
    }
    await createAccountActivityChainOrderIndex(db)
  },
}
