import type { WalletFrameDb } from '../db/Database'
import { WalletFrameError } from '../errors/WalletFrameError'

/**
 * The account of a session; an account deleted meanwhile ends the session (`SESSION_EXPIRED`).
 * @example const user = await findSessionUser(db, c.get('session').userId)
 */
export async function findSessionUser(db: WalletFrameDb, userId: string) {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst()
  if (!user) throw new WalletFrameError('SESSION_EXPIRED')
  return user
}
