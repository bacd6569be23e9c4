import type { Clock } from '@portico/server'
import type { WalletFrameDb } from '../db/Database'
import { WalletFrameError } from '../errors/WalletFrameError'

/**
 * The account's live email change in the given state; any other (unknown, another account's,
 * another step, expired) is `LOGIN_NOT_FOUND`.
 * @example const update = await findEmailUpdate(deps, updateId, userId, 'primary_sent')
 */
export async function findEmailUpdate(
  { db, clock }: { db: WalletFrameDb; clock: Clock },
  updateId: string,
  userId: string,
  state: 'primary_sent' | 'secondary_sent',
) {
  const update = await db
    .selectFrom('email_updates')
    .selectAll()
    .where('id', '=', updateId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (!update || update.state !== state || update.expires_at <= clock.now()) {
    throw new WalletFrameError('LOGIN_NOT_FOUND', {
      message: 'This email change has expired. Please start again',
    })
  }
  return update
}
