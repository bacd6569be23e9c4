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
 * What holds a device back: the account's email changes that can still be undone (their undo
 * links unused and unexpired) and were made before, or as, the device became the account's
 * (`deviceSince`). A device the account had before the changes is not held. When the account
 * moved more than once, the previous address is the one before the earliest such change (a
 * later "previous" address may be the one that moved it), and the hold lasts until the latest
 * of them can no longer be undone.
 * @example const hold = await findEmailChangeHold(db, clock.now(), userId, device.created_at)
 */
export async function findEmailChangeHold(
  db: WalletFrameDb,
  now: number,
  userId: string,
  deviceSince: number,
): Promise<EmailChangeHold | undefined> {
  const rows = await db
    .selectFrom('email_change_undos')
    .select(['created_at', 'expires_at', 'old_email', 'new_email'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('created_at', '<=', deviceSince)
    .orderBy('created_at', 'asc')
    .execute()
  const first = rows[0]
  const last = rows.at(-1)
  if (!first || !last) return undefined
  return {
    changedAt: Number(first.created_at),
    until: Math.max(...rows.map((row) => Number(row.expires_at))),
    oldEmail: first.old_email,
    newEmail: last.new_email,
  }
}
