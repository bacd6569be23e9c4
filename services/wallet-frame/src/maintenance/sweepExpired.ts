import type { Clock } from '@portico/server'
import type { WalletFrameDb } from '../db/Database'

// Finished or expired rows are kept a day, so a late click on an old link still gets its
// "expired" page instead of "not valid".
const GRACE_MS = 24 * 60 * 60_000

/**
 * Deletes logins, codes, email changes, their undo links and key-release approvals that ended more than a day ago, mail
 * cooldowns claimed more than a day ago, and sessions past their refresh lifetime or revoked
 * more than a day ago. Answers how many rows went.
 * @example await sweepExpired(db, systemClock)
 */
export async function sweepExpired(db: WalletFrameDb, clock: Clock): Promise<number> {
  const before = clock.now() - GRACE_MS
  const results = await Promise.all([
    db.deleteFrom('logins').where('expires_at', '<', before).executeTakeFirst(),
    db.deleteFrom('otps').where('expires_at', '<', before).executeTakeFirst(),
    db.deleteFrom('email_updates').where('expires_at', '<', before).executeTakeFirst(),
    db.deleteFrom('email_change_undos').where('expires_at', '<', before).executeTakeFirst(),
    db.deleteFrom('key_release_approvals').where('expires_at', '<', before).executeTakeFirst(),
    db.deleteFrom('social_logins').where('expires_at', '<', before).executeTakeFirst(),
    db.deleteFrom('farcaster_channels').where('expires_at', '<', before).executeTakeFirst(),
    // A cooldown ends within seconds; a day-old claim only says an address was mailed once.
    db.deleteFrom('mail_cooldowns').where('sent_at', '<', before).executeTakeFirst(),
    db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
      .executeTakeFirst(),
  ])
  return results.reduce((sum, result) => sum + Number(result.numDeletedRows), 0)
}
