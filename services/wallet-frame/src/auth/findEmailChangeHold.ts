import type { WalletFrameDb } from '../db/Database'

/**
 * An email change that can still be undone and is older than a device: what holds that device's
 * key shares back. `until` is when the change can no longer be undone.
 * @example const hold: EmailChangeHold | undefined = await findEmailChangeHold(db, now, userId, since)
 */
export type EmailChangeHold = {
  changedAt: number
  until: number
  oldEmail: string
  newEmail: string
}

/**
 * The account's latest email change that can still be undone (its undo link unused and
 * unexpired) that was made before, or as, the device became the account's (`deviceSince`): a
 * device the account had before the change is not held.
 * @example const hold = await findEmailChangeHold(db, clock.now(), userId, device.created_at)
 */
export async function findEmailChangeHold(
  db: WalletFrameDb,
  now: number,
  userId: string,
  deviceSince: number,
): Promise<EmailChangeHold | undefined> {
  const row = await db
    .selectFrom('email_change_undos')
    .select(['created_at', 'expires_at', 'old_email', 'new_email'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('created_at', '<=', deviceSince)
    .orderBy('expires_at', 'desc')
    .executeTakeFirst()
  return (
    row && {
      changedAt: Number(row.created_at),
      until: Number(row.expires_at),
      oldEmail: row.old_email,
      newEmail: row.new_email,
    }
  )
}
