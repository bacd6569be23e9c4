import type { Transaction } from 'kysely'
import type { WalletFrameDatabase, WalletFrameDb } from '../db/Database'

/**
 * The session's device row of an account, if it is known; inside a transaction when given one.
 * @example const device = await findKeyDevice(db, userId, deviceHash)
 */
export const findKeyDevice = (
  db: WalletFrameDb | Transaction<WalletFrameDatabase>,
  userId: string,
  deviceHash: string,
) =>
  db
    .selectFrom('devices')
    .selectAll()
    .where('user_id', '=', userId)
    .where('device_hash', '=', deviceHash)
    .executeTakeFirst()
