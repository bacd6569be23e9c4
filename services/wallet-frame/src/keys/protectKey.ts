import type { Transaction } from 'kysely'
import type { WalletFrameDatabase } from '../db/Database'
import { lockUser } from '../db/lockUser'
import { WalletFrameError } from '../errors/WalletFrameError'
import { claimAccountAddress } from './claimAccountAddress'
import { findKeyDevice } from './findKeyDevice'
import { isRecoveryProtected } from './isRecoveryProtected'
import { storeDeviceShares } from './storeDeviceShares'

/**
 * The key step of both protection routes, inside their transaction; this device's shares become
 * the new split, its recovery share sealed by the visitor.
 * - An account that has a key (`hadKey`) is protected: it must not be protected yet and this
 *   device must hold a key; its shares are replaced, and every recovery share the KMS could open
 *   is deleted, so from here on the operator holds nothing that rebuilds the key.
 * - One that has none yet (self custody: its first key comes with its protection) gets `address`
 *   only if it still has none (the frame's signature already tied the split to it), and this
 *   device its first shares. The key is never stored in a form the service's KMS could open.
 * @example await protectKey(trx, { userId, deviceHash, hadKey: user.address !== null, address }, body)
 */
export async function protectKey(
  trx: Transaction<WalletFrameDatabase>,
  account: { userId: string; deviceHash: string; hadKey: boolean; address: string },
  split: { authShare: string; visitorRecoveryShare: string },
): Promise<void> {
  const { userId, deviceHash, hadKey, address } = account
  // Two devices protecting, or making a new account's key, at once: the second waits here, then
  // finds the first's.
  await lockUser(trx, userId)
  if (hadKey) {
    const device = await findKeyDevice(trx, userId, deviceHash)
    if (!device?.auth_share)
      throw new WalletFrameError('CONFLICT', { message: 'This device holds no key' })
    if (await isRecoveryProtected(trx, userId)) throw new WalletFrameError('ALREADY_PROTECTED')
  } else {
    await claimAccountAddress(trx, userId, address)
  }
  await storeDeviceShares(
    trx,
    userId,
    deviceHash,
    { authShare: split.authShare, recoveryShare: split.visitorRecoveryShare, sealedBy: 'visitor' },
    { firstKey: !hadKey },
  )
  if (!hadKey) return
  // Other devices keep signing with their device and auth shares; only the copies the
  // operator's KMS could open go.
  await trx
    .updateTable('devices')
    .set({ recovery_share: null })
    .where('user_id', '=', userId)
    .where('recovery_sealed_by', '=', 'kms')
    .execute()
}
