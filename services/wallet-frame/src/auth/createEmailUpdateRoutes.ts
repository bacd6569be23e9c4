import { Hono } from 'hono'
import { z } from 'zod'
import { isUniqueViolation } from '../db/isUniqueViolation'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { AppEnv } from '../http/AppEnv'
import { readJson } from '../http/readJson'
import { requireSession } from '../http/requireSession'
import { describeSite, UNNAMED_SITE } from '../mail/describeSite'
import { emailChangedMail, mailTime } from '../mail/mailTemplates'
import type { AuthDeps } from './AuthDeps'
import { emailSchema, idSchema, otpSchema, siteSchema } from './authSchemas'
import { createEmailUndoRoutes } from './createEmailUndoRoutes'
import { randomToken } from './randomToken'

/**
 * Changing the account's email (spec §4): a code to the current address (primary), then one to
 * the new address (secondary); the second success saves the new email. Both code mails say what
 * the code does, the new address and the site (`site`, from the frame), so a code phished as a
 * "login code" reads for what it is; after the change the old address gets a notice with a link
 * that undoes it for `emailChangeUndoTtlMs` (7 days; `createEmailUndoRoutes`).
 * @example app.route('/', createEmailUpdateRoutes(deps))
 */
export function createEmailUpdateRoutes(deps: AuthDeps): Hono<AppEnv> {
  const { db, clock, otps, limits } = deps
  const app = new Hono<AppEnv>()
  app.use('/auth/v1/email/*', requireSession(deps.sessions))
  app.route('/', createEmailUndoRoutes(deps))

  const userOf = async (userId: string) => {
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirst()
    if (!user) throw new WalletFrameError('SESSION_EXPIRED')
    return user
  }
  // An account made by a social login without a verified email has no address to confirm
  // the change from; adding one is not offered yet.
  const currentEmailOf = (user: { email: string | null }) => {
    if (user.email === null)
      throw new WalletFrameError('CONFLICT', { message: 'This account has no email to update' })
    return user.email
  }
  const updateOf = async (
    updateId: string,
    userId: string,
    state: 'primary_sent' | 'secondary_sent',
  ) => {
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
  const assertFree = async (email: string) => {
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst()
    if (taken) throw new WalletFrameError('EMAIL_TAKEN')
  }

  app.post('/auth/v1/email/update', async (c) => {
    const { email, site } = await readJson(
      c,
      // A site the schema refuses is left out, never a reason to refuse the change.
      z.object({ email: emailSchema, site: siteSchema.optional().catch(undefined) }),
    )
    const user = await userOf(c.get('session').userId)
    const current = currentEmailOf(user)
    if (email === current)
      throw new WalletFrameError('INVALID_EMAIL', { message: 'This is already your email' })
    await assertFree(email)
    await limits.sendPerIp.take(deps.clientIp(c))
    await limits.sendPerEmail.take(current)
    const id = randomToken(16)
    const now = clock.now()
    const siteText = describeSite(site)
    await otps.issue('update_primary', id, current, {
      reason: `change your wallet's email to ${email} on ${siteText}`,
      subject: `is your code to change your Portico wallet's email to ${email}`,
    })
    await db
      .insertInto('email_updates')
      .values({
        id,
        user_id: user.id,
        new_email: email,
        state: 'primary_sent',
        site: siteText,
        created_at: now,
        expires_at: now + 2 * deps.config.otp.ttlMs,
      })
      .execute()
    return c.json({ updateId: id, action: 'VERIFY_PRIMARY_OTP' as const })
  })

  app.post('/auth/v1/email/update/primary', async (c) => {
    const { updateId, otp } = await readJson(c, z.object({ updateId: idSchema, otp: otpSchema }))
    const { userId } = c.get('session')
    await limits.verifyPerIp.take(deps.clientIp(c))
    const update = await updateOf(updateId, userId, 'primary_sent')
    const user = await userOf(userId)
    await limits.verifyPerEmail.take(currentEmailOf(user))
    await otps.verify('update_primary', updateId, otp)
    await otps.issue('update_secondary', updateId, update.new_email, {
      reason: `make ${update.new_email} your wallet's email on ${update.site ?? UNNAMED_SITE}`,
      subject: `is your code to make ${update.new_email} your Portico wallet's email`,
    })
    await db
      .updateTable('email_updates')
      .set({ state: 'secondary_sent' })
      .where('id', '=', updateId)
      .execute()
    return c.json({ action: 'VERIFY_SECONDARY_OTP' as const })
  })

  app.post('/auth/v1/email/update/secondary', async (c) => {
    const { updateId, otp } = await readJson(c, z.object({ updateId: idSchema, otp: otpSchema }))
    const { userId } = c.get('session')
    await limits.verifyPerIp.take(deps.clientIp(c))
    const update = await updateOf(updateId, userId, 'secondary_sent')
    await limits.verifyPerEmail.take(update.new_email)
    await otps.verify('update_secondary', updateId, otp)
    await assertFree(update.new_email)
    const oldEmail = currentEmailOf(await userOf(userId))
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
  })

  return app
}
