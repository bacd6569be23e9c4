import type { GatewayDb } from '../db/Database'

/**
 * What an indexer wrote, in a stable order, for comparing two indexers' work: the transactions,
 * the transfers and the account activity rows.
 * @example
 * expect(await indexedRows(behindFaults)).toEqual(await indexedRows(direct))
 */
export async function indexedRows(db: GatewayDb) {
  return {
    transactions: await db.selectFrom('transactions').selectAll().orderBy('hash').execute(),
    transfers: await db
      .selectFrom('transfers')
      .selectAll()
      .orderBy('tx_hash')
      .orderBy('log_index')
      .execute(),
    activity: await db
      .selectFrom('account_activity')
      .selectAll()
      .orderBy('tx_hash')
      .orderBy('account')
      .execute(),
  }
}
