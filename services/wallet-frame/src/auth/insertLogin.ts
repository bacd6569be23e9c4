import type { AuthDeps } from './AuthDeps'
import { randomToken } from './randomToken'

/**
 * Stores an email login waiting for its next step: `otp_sent` (its code is mailed next) or
 * `device_pending` (a new device waiting for the mailbox's approval, whose link is kept as
 * `approvalHash`). Both live long enough for an approval and then a code, whichever is longer,
 * and both start the same way so that a login's answer says nothing about the address. Answers
 * the login's id and the time it was stored.
 * @example
 * const { loginId } = await insertLogin(deps, { email, deviceHash, state: 'otp_sent', approvalHash: null })
 */
export async function insertLogin(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'config'>,
  login: {
    email: string
    deviceHash: string
    state: 'otp_sent' | 'device_pending'
    approvalHash: string | null
  },
): Promise<{ loginId: string; now: number }> {
  const { db, clock, config } = deps
  const loginId = randomToken(16)
  const now = clock.now()
  await db
    .insertInto('logins')
    .values({
      id: loginId,
      email: login.email,
      device_hash: login.deviceHash,
      state: login.state,
      approval_hash: login.approvalHash,
      created_at: now,
      expires_at: now + Math.max(config.deviceApprovalTtlMs, config.otp.ttlMs),
    })
    .execute()
  return { loginId, now }
}
