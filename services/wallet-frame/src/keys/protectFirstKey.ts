import type { Transaction } from 'kysely'
import type { WalletFrameDatabase } from '../db/Database'
import { lockUser } from '../db/lockUser'
import { claimAccountAddress } from './claimAccountAddress'
import { storeDeviceShares } from './storeDeviceShares'

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
  await claimAccountAddress(trx, userId, address)
  const { authShare, visitorRecoveryShare } = split
  await storeDeviceShares(
    trx,
    userId,
    deviceHash,
    { authShare, recoveryShare: visitorRecoveryShare, sealedBy: 'visitor' },
    { firstKey: true },
  )
}
