import { EmailCooldownError } from '@portico/common'
import type { WalletFrameDb } from '../db/Database'
import { WalletFrameError } from '../errors/WalletFrameError'

/**
 * Claims the right to mail `email` a mail of `kind` now, or throws `429` with the spec's 'Please
 * try again after N seconds' while less than `cooldownMs` passed since the last claim. The claim
 * is one conditional upsert (`INSERT … ON CONFLICT DO UPDATE … WHERE sent_at <= now - cooldown
 * RETURNING`), so of two requests at once — on one node or on two sharing a database — one
 * claims and the other is refused, on SQLite and PostgreSQL alike. `release()` gives the claim
 * back when the mail could not be sent: no mail, no cooldown.
 * @example
 * const claim = await claimMailCooldown(db, { kind: 'login', email, now: clock.now(), cooldownMs: 30_000 })
 * try { await mailer.send(mail) } catch (error) { await claim.release(); throw error }
 */
export async function claimMailCooldown(
  db: WalletFrameDb,
  options: { kind: string; email: string; now: number; cooldownMs: number },
): Promise<{ release: () => Promise<void> }> {
  const { kind, email, now, cooldownMs } = options
  const claimed = await db
    .insertInto('mail_cooldowns')
    .values({ kind, email, sent_at: now })
    .onConflict((oc) =>
      oc
        .columns(['kind', 'email'])
        .doUpdateSet({ sent_at: now })
        .where('mail_cooldowns.sent_at', '<=', now - cooldownMs),
    )
    .returning('sent_at')
    .executeTakeFirst()
  if (!claimed) {
    const last = await db
      .selectFrom('mail_cooldowns')
      .select('sent_at')
      .where('kind', '=', kind)
      .where('email', '=', email)
      .executeTakeFirst()
    // Gone meanwhile (its mail failed and it was released): the visitor may ask again at once.
    const remainingMs = Math.max(1, last ? last.sent_at + cooldownMs - now : 1)
    const sentence = new EmailCooldownError({ remainingMs })
    throw new WalletFrameError('COOLDOWN', {
      message: sentence.shortMessage,
      headers: { 'Retry-After': String(sentence.secondsLeft) },
    })
  }
  return {
    release: async () => {
      await db
        .deleteFrom('mail_cooldowns')
        .where('kind', '=', kind)
        .where('email', '=', email)
        .where('sent_at', '=', now)
        .execute()
    },
  }
}
