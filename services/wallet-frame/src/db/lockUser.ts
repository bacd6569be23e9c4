import type { Transaction } from 'kysely'
import type { WalletFrameDatabase } from './Database'

/**
 * Holds the account's row until the transaction ends, so checks made inside it (is recovery
 * protected yet, is another device left) still hold when it writes. On PostgreSQL a write takes
 * the row lock and a second transaction doing the same waits here for the first to commit; SQLite
 * runs one transaction at a time anyway. A write that changes nothing is the same SQL on both,
 * where `FOR UPDATE` is not.
 * @example await db.transaction().execute(async (trx) => { await lockUser(trx, userId); … })
 */
export async function lockUser(
  trx: Transaction<WalletFrameDatabase>,
  userId: string,
): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ address: eb.ref('address') }))
    .where('id', '=', userId)
    .execute()
}
