import type { Context } from 'hono'
import { WalletFrameError } from '../errors/WalletFrameError'
import { findKeyDevice } from '../keys/findKeyDevice'
import { describeDevice } from '../mail/describeDevice'
import { keyReleaseMail, mailTime } from '../mail/mailTemplates'
import type { AuthDeps } from './AuthDeps'
import { claimMailCooldown } from './claimMailCooldown'
import { type EmailChangeHold, findEmailChangeHold } from './findEmailChangeHold'
import { randomToken } from './randomToken'

/**
 * Decides whether a device may be given the account's key shares, and throws
 * `KEY_HELD_AFTER_EMAIL_CHANGE` when it may not.
 * @example await assertKeyReleasable(c, userId, deviceHash)
 */
export type KeyReleaseGuard = (c: Context, userId: string, deviceHash: string) => Promise<void>

/**
 * The rule that one phished email-change code does not hand out the key: while an email change
 * can still be undone (`emailChangeUndoTtlMs`), a device that became the account's at or after
 * the change gets no key share unless the previous address approved it. The first refusal mails
 * that address an approval link (once per device and change, and within the address's mail
 * cooldown); the refusal says so.
 * @example const assertKeyReleasable = createKeyReleaseGuard(authDeps)
 */
export function createKeyReleaseGuard(deps: AuthDeps): KeyReleaseGuard {
  const { db, clock, hasher, config } = deps
  return async (c, userId, deviceHash) => {
    const now = clock.now()
    const device = await findKeyDevice(db, userId, deviceHash)
    if (!device) return
    const hold = await findEmailChangeHold(db, now, userId, Number(device.created_at))
    if (!hold) return
    const asked = await db
      .selectFrom('key_release_approvals')
      .select(['approved_at', 'expires_at'])
      .where('user_id', '=', userId)
      .where('device_hash', '=', deviceHash)
      .where('created_at', '>=', hold.changedAt)
      .execute()
    if (asked.some((row) => row.approved_at !== null)) return
    if (!asked.some((row) => Number(row.expires_at) > now)) {
      await mailPreviousAddress(c, userId, deviceHash, hold)
    }
    throw new WalletFrameError('KEY_HELD_AFTER_EMAIL_CHANGE', {
      message: `This wallet's email was changed recently: this device gets the key once the previous email address approves it (we mailed it a link), or after ${mailTime(hold.until)}`,
    })
  }

  async function mailPreviousAddress(
    c: Context,
    userId: string,
    deviceHash: string,
    hold: EmailChangeHold,
  ) {
    const now = clock.now()
    // Many new devices at once still send the previous address one mail per cooldown.
    const claim = await claimMailCooldown(db, {
      kind: 'key_release',
      email: hold.oldEmail,
      now,
      cooldownMs: config.otp.resendCooldownMs,
    }).catch((error: unknown) => {
      // Mailed moments ago: the refusal still points at that mail.
      if (error instanceof WalletFrameError && error.code === 'COOLDOWN') return undefined
      throw error
    })
    if (!claim) return
    const token = randomToken()
    const tokenHash = hasher.hash(`key-release:${token}`)
    await db
      .insertInto('key_release_approvals')
      .values({
        token_hash: tokenHash,
        user_id: userId,
        device_hash: deviceHash,
        created_at: now,
        expires_at: hold.until,
        approved_at: null,
      })
      .execute()
    try {
      await deps.mailer.send(
        keyReleaseMail({
          to: hold.oldEmail,
          newEmail: hold.newEmail,
          changedAt: mailTime(hold.changedAt),
          device: describeDevice(c.req.header('user-agent')),
          at: mailTime(now),
          until: mailTime(hold.until),
          link: `${deps.publicUrl(c)}/device/release?token=${token}`,
        }),
      )
    } catch (cause) {
      await db.deleteFrom('key_release_approvals').where('token_hash', '=', tokenHash).execute()
      await claim.release()
      throw new WalletFrameError('MAIL_FAILED', { cause })
    }
  }
}
