import type { Context } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../http/AppEnv'
import { readJson } from '../http/readJson'
import { UNNAMED_SITE } from '../mail/describeSite'
import type { AuthDeps } from './AuthDeps'
import { idSchema, otpSchema } from './authSchemas'
import { currentEmailOf } from './currentEmailOf'
import { findEmailUpdate } from './findEmailUpdate'
import { findSessionUser } from './findSessionUser'

/**
 * `POST /auth/v1/email/update/primary`: the current address's code checks out, and the new
 * address gets its own code.
 * @example app.post('/auth/v1/email/update/primary', (c) => verifyEmailUpdatePrimary(c, deps))
 */
export async function verifyEmailUpdatePrimary(c: Context<AppEnv>, deps: AuthDeps) {
  const { db, otps, limits } = deps
  const { updateId, otp } = await readJson(c, z.object({ updateId: idSchema, otp: otpSchema }))
  const { userId } = c.get('session')
  await limits.verifyPerIp.take(deps.clientIp(c))
  const update = await findEmailUpdate(deps, updateId, userId, 'primary_sent')
  const user = await findSessionUser(db, userId)
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
}
