import type { WalletFrameDb } from '../db/Database'
import { WalletFrameError } from '../errors/WalletFrameError'

/**
 * Refuses (`EMAIL_TAKEN`) an address another account already has.
 * @example await assertEmailFree(db, email)
 */
export async function assertEmailFree(db: WalletFrameDb, email: string): Promise<void> {
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst()
  if (taken) throw new WalletFrameError('EMAIL_TAKEN')
}
