import type { Context } from 'hono'
import { z } from 'zod'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { AppEnv } from '../http/AppEnv'
import { readJson } from '../http/readJson'
import { describeSite } from '../mail/describeSite'
import type { AuthDeps } from './AuthDeps'
import { assertEmailFree } from './assertEmailFree'
import { emailSchema, siteSchema } from './authSchemas'
import { currentEmailOf } from './currentEmailOf'
import { findSessionUser } from './findSessionUser'
import { randomToken } from './randomToken'
import { verifySite } from './verifySite'

/**
 * `POST /auth/v1/email/update`: starts changing the account's email with a code to the current
 * address, its mail naming the new address and the site.
 * @example app.post('/auth/v1/email/update', (c) => startEmailUpdate(c, deps))
 */
export async function startEmailUpdate(c: Context<AppEnv>, deps: AuthDeps) {
  const { db, clock, otps, limits } = deps
  const body = await readJson(
    c,
    // A site the schema refuses is left out, never a reason to refuse the change.
    z.object({ email: emailSchema, site: siteSchema.optional().catch(undefined) }),
  )
  const { email } = body
  const site = await verifySite(deps, body.site)
  const user = await findSessionUser(db, c.get('session').userId)
  const current = currentEmailOf(user)
  if (email === current)
    throw new WalletFrameError('INVALID_EMAIL', { message: 'This is already your email' })
  await assertEmailFree(db, email)
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
}
