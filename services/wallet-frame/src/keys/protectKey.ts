import type { Transaction } from 'kysely'
import type { WalletFrameDatabase } from '../db/Database'
import { protectAccount } from './protectAccount'
import { protectFirstKey } from './protectFirstKey'

/**
 * The key step of both protection routes, inside their transaction: an account that has a key
 * is protected ({@link protectAccount}); one that has none yet (self custody: its first key comes
 * with its protection) gets its first key, protected ({@link protectFirstKey}).
 * @example await protectKey(trx, { userId, deviceHash, hadKey: user.address !== null, address }, body)
 */
export function protectKey(
  trx: Transaction<WalletFrameDatabase>,
  account: { userId: string; deviceHash: string; hadKey: boolean; address: string },
  split: { authShare: string; visitorRecoveryShare: string },
): Promise<void> {
  const { userId, deviceHash, address } = account
  return account.hadKey
    ? protectAccount(trx, userId, deviceHash, split)
    : protectFirstKey(trx, userId, deviceHash, address, split)
}
