import type { Transaction } from 'kysely'
import type { WalletFrameDatabase } from '../db/Database'
import { WalletFrameError } from '../errors/WalletFrameError'

/** A device's new shares as stored: the auth share in lower-case hex, and its recovery share. */
export type StoredShares = {
  authShare: string
  recoveryShare: string
  sealedBy: 'kms' | 'visitor'
}

/**
 * Stores a device's auth and recovery shares inside the caller's transaction. `firstKey` stores
 * them only on a device that holds no key yet (409 'This device already holds a key' otherwise),
 * so two setups of one device cannot both land; without it the device's shares are replaced.
 * @example await storeDeviceShares(trx, userId, deviceHash, { authShare, recoveryShare, sealedBy: 'visitor' }, { firstKey: true })
 */
export async function storeDeviceShares(
  trx: Transaction<WalletFrameDatabase>,
  userId: string,
  deviceHash: string,
  shares: StoredShares,
  { firstKey }: { firstKey: boolean },
): Promise<void> {
  let update = trx
    .updateTable('devices')
    .set({
      auth_share: shares.authShare.replace(/^0x/, '').toLowerCase(),
      recovery_share: shares.recoveryShare,
      recovery_sealed_by: shares.sealedBy,
    })
    .where('user_id', '=', userId)
    .where('device_hash', '=', deviceHash)
  if (firstKey) update = update.where('auth_share', 'is', null)
  const stored = await update.executeTakeFirst()
  if (firstKey && stored.numUpdatedRows !== 1n)
    throw new WalletFrameError('CONFLICT', { message: 'This device already holds a key' })
}
