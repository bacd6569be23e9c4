import type { Context } from 'hono'
import { z } from 'zod'
import { isUniqueViolation } from '../db/isUniqueViolation'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { AppEnv } from '../http/AppEnv'
import { readJson } from '../http/readJson'
import { UNNAMED_SITE } from '../mail/describeSite'
import { emailChangedMail, mailTime } from '../mail/mailTemplates'
import type { AuthDeps } from './AuthDeps'
import { assertEmailFree } from './assertEmailFree'
import { idSchema, otpSchema } from './authSchemas'
import { currentEmailOf } from './currentEmailOf'
import { findEmailUpdate } from './findEmailUpdate'
import { findSessionUser } from './findSessionUser'
import { randomToken } from './randomToken'

/**
 * `POST /auth/v1/email/update/secondary`: the new address's code checks out and the new email
 * is saved; the old address gets a notice with a link that undoes the change, and without that
 * notice there is no change.
 * @example app.post('/auth/v1/email/update/secondary', (c) => verifyEmailUpdateSecondary(c, deps))
 */
export async function verifyEmailUpdateSecondary(c: Context<AppEnv>, deps: AuthDeps) {
  const { db, clock, otps, limits } = deps
  const { updateId, otp } = await readJson(c, z.object({ updateId: idSchema, otp: otpSchema }))
  const { userId } = c.get('session')
  await limits.verifyPerIp.take(deps.clientIp(c))
  const update = await findEmailUpdate(deps, updateId, userId, 'secondary_sent')
  await limits.verifyPerEmail.take(update.new_email)
  await otps.verify('update_secondary', updateId, otp)
  await assertEmailFree(db, update.new_email)
  const oldEmail = currentEmailOf(await findSessionUser(db, userId))
  const undo = randomToken()
  const now = clock.now()
  await db
    .transaction()
    .execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ email: update.new_email })
        .where('id', '=', userId)
        .execute()
      await trx
        .updateTable('email_updates')
        .set({ state: 'done' })
        .where('id', '=', updateId)
        .execute()
      await trx
        .insertInto('email_change_undos')
        .values({
          token_hash: deps.hasher.hash(`email-undo:${undo}`),
          user_id: userId,
          old_email: oldEmail,
          new_email: update.new_email,
          created_at: now,
          expires_at: now + deps.config.emailChangeUndoTtlMs,
          used_at: null,
        })
        .execute()
    })
    // Taken meanwhile by a login on another node: the address's unique index says so.
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new WalletFrameError('EMAIL_TAKEN', { cause: error })
      throw error
    })
  const notice = emailChangedMail({
    to: oldEmail,
    newEmail: update.new_email,
    site: update.site ?? UNNAMED_SITE,
    at: mailTime(now),
    link: `${deps.publicUrl(c)}/email/undo?token=${undo}`,
    validDays: Math.round(deps.config.emailChangeUndoTtlMs / 86_400_000),
  })
  try {
    await deps.mailer.send(notice)
  } catch (cause) {
    // The old address must hear of the change: without the notice there is no change.
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ email: oldEmail }).where('id', '=', userId).execute()
      await trx
        .deleteFrom('email_change_undos')
        .where('token_hash', '=', deps.hasher.hash(`email-undo:${undo}`))
        .execute()
    })
    throw new WalletFrameError('MAIL_FAILED', { cause })
  }
  return c.json({ email: update.new_email })
}
