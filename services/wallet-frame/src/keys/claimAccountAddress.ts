import type { Transaction } from 'kysely'
import type { WalletFrameDatabase } from '../db/Database'
import { WalletFrameError } from '../errors/WalletFrameError'

/**
 * Gives an account without a key its address, inside the caller's transaction. Two devices
 * racing to make the first key: the first one's address stays, and the second gets 409 'The key
 * does not open this account'.
 * @example await claimAccountAddress(trx, userId, '0x…')
 */
export async function claimAccountAddress(
  trx: Transaction<WalletFrameDatabase>,
  userId: string,
  address: string,
): Promise<void> {
  const set = await trx
    .updateTable('users')
    .set({ address })
    .where('id', '=', userId)
    .where('address', 'is', null)
    .executeTakeFirst()
  if (set.numUpdatedRows !== 1n)
    throw new WalletFrameError('CONFLICT', { message: 'The key does not open this account' })
}
