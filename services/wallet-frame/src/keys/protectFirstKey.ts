import type { Transaction } from 'kysely'
import type { WalletFrameDatabase } from '../db/Database'
import { lockUser } from '../db/lockUser'
import { WalletFrameError } from '../errors/WalletFrameError'

/**
 * The first key of an account in self custody, inside the transaction that stores its protection:
 * the account gets `address` only if it has none yet (the frame's signature already tied the
 * split to it), and this device its shares, the recovery share sealed by the visitor. The key is
 * never stored in a form the service's KMS could open.
 * @example await protectFirstKey(trx, userId, deviceHash, address, { authShare, visitorRecoveryShare })
 */
export async function protectFirstKey(
  trx: Transaction<WalletFrameDatabase>,
  userId: string,
  deviceHash: string,
  address: string,
  split: { authShare: string; visitorRecoveryShare: string },
): Promise<void> {
  // Two devices of a new account making a key at once: the second waits, then finds the first's.
  await lockUser(trx, userId)
  const set = await trx
    .updateTable('users')
    .set({ address })
    .where('id', '=', userId)
    .where('address', 'is', null)
    .executeTakeFirst()
  if (set.numUpdatedRows !== 1n)
    throw new WalletFrameError('CONFLICT', { message: 'The key does not open this account' })
  const stored = await trx
    .updateTable('devices')
    .set({
      auth_share: split.authShare.replace(/^0x/, '').toLowerCase(),
      recovery_share: split.visitorRecoveryShare,
      recovery_sealed_by: 'visitor',
    })
    .where('user_id', '=', userId)
    .where('device_hash', '=', deviceHash)
    .where('auth_share', 'is', null)
    .executeTakeFirst()
  if (stored.numUpdatedRows !== 1n)
    throw new WalletFrameError('CONFLICT', { message: 'This device already holds a key' })
}
