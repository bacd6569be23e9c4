import type { Transaction } from 'kysely'
import type { WalletFrameDatabase, WalletFrameDb } from '../db/Database'
import { lockUser } from '../db/lockUser'
import { WalletFrameError } from '../errors/WalletFrameError'
import { findKeyDevice } from './findKeyDevice'
import { storeDeviceShares } from './storeDeviceShares'

/**
 * Whether the account's recovery is protected by the visitor (a recovery password or a passkey).
 * @example if (await isRecoveryProtected(db, userId)) …
 */
export async function isRecoveryProtected(
  db: WalletFrameDb | Transaction<WalletFrameDatabase>,
  userId: string,
): Promise<'password' | 'passkey' | undefined> {
  const [password, passkey] = await Promise.all([
    db
      .selectFrom('recovery_passwords')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('recovery_passkeys')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ])
  return password ? 'password' : passkey ? 'passkey' : undefined
}

/**
 * The step both protections share, inside their transaction: the account must not be protected
 * yet and this device must hold a key; its shares are replaced by the new split (recovery share
 * sealed by the visitor), and every recovery share the KMS could open is deleted, so from here on
 * the operator holds nothing that rebuilds the key.
 * @example await protectAccount(trx, userId, deviceHash, { authShare, visitorRecoveryShare })
 */
export async function protectAccount(
  trx: Transaction<WalletFrameDatabase>,
  userId: string,
  deviceHash: string,
  split: { authShare: string; visitorRecoveryShare: string },
): Promise<void> {
  // Two devices (on two nodes) protecting at once: the second waits here, then finds the first's.
  await lockUser(trx, userId)
  const device = await findKeyDevice(trx, userId, deviceHash)
  if (!device?.auth_share)
    throw new WalletFrameError('CONFLICT', { message: 'This device holds no key' })
  if (await isRecoveryProtected(trx, userId)) throw new WalletFrameError('ALREADY_PROTECTED')
  const { authShare, visitorRecoveryShare } = split
  await storeDeviceShares(
    trx,
    userId,
    deviceHash,
    { authShare, recoveryShare: visitorRecoveryShare, sealedBy: 'visitor' },
    { firstKey: false },
  )
  // Other devices keep signing with their device and auth shares; only the copies the
  // operator's KMS could open go.
  await trx
    .updateTable('devices')
    .set({ recovery_share: null })
    .where('user_id', '=', userId)
    .where('recovery_sealed_by', '=', 'kms')
    .execute()
}
