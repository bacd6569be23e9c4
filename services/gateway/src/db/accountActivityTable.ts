import { addColumns } from '@portico/server'
import type { Kysely } from 'kysely'
import { createBlockIndex } from './createBlockIndex'

/**
 * The columns of `account_activity`, in their table order.
 * @example sql.join(ACCOUNT_ACTIVITY_COLUMNS.map((c) => sql.ref(c)))
 */
export const ACCOUNT_ACTIVITY_COLUMNS = [
  'account',
  'chain_id',
  'tx_hash',
  'block_number',
  'tx_index',
  'timestamp',
] as const

/**
 * A table of `account_activity`'s columns named `name`, keyed by `key`; unexecuted, so a
 * migration can add to it. The initial migration makes the table with it and
 * accountActivityOrderMigration the table SQLite's rows move to.
 * @example await createAccountActivityTable(db, 'account_activity', ['account', 'chain_id', 'tx_hash']).execute()
 */
export function createAccountActivityTable(
  db: Kysely<unknown>,
  name: string,
  key: readonly (typeof ACCOUNT_ACTIVITY_COLUMNS)[number][],
) {
  return addColumns(db.schema.createTable(name), {
    account: 'text not null',
    chain_id: 'text not null',
    tx_hash: 'text not null',
    block_number: 'bigint not null',
    tx_index: 'integer not null',
    timestamp: 'bigint not null',
  }).addPrimaryKeyConstraint('account_activity_pk', [...key])
}

/**
 * The indexes of `account_activity` besides its key: pages of every chain walk (account,
 * timestamp, chain, block, index), with tx_hash to cover them so a page never touches the table
 * itself; rewinds delete by block.
 * @example await createAccountActivityIndexes(db)
 */
export async function createAccountActivityIndexes(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('account_activity_order')
    .on('account_activity')
    .columns(['account', 'timestamp', 'chain_id', 'block_number', 'tx_index', 'tx_hash'])
    .execute()
  await createBlockIndex(db, 'account_activity')
}

/**
 * The index of `account_activity` in one chain's history order: the table's key since
 * accountActivityOrderMigration, an index before it (the initial migration, that one's down).
 * @example await createAccountActivityChainOrderIndex(db)
 */
export async function createAccountActivityChainOrderIndex(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('account_activity_chain_order')
    .on('account_activity')
    .columns(['account', 'chain_id', 'timestamp', 'block_number', 'tx_index', 'tx_hash'])
    .execute()
}
