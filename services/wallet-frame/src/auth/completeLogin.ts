import type { Context } from 'hono'
import type { UserTable } from '../db/Database'
import type { LoginMethod } from '../metrics/createWalletFrameMetrics'
import type { AuthDeps } from './AuthDeps'
import { toUserPayload } from './toUserPayload'

/**
 * The end every login shares once its own proof has been checked (a mailed code, a passkey, a
 * provider's answer, a Farcaster custody signature) and, where its rules ask for one, the new
 * device approved from the mailbox: the device becomes one of the account's, a session is issued
 * for it, the login is counted and the answer carries the tokens and the user.
 *
 * It decides nothing about who signs in or who gets a key: each caller checks its proof and its
 * new-device rule before calling it, and key shares leave only through the key routes, which
 * hold back a device that became the account's after an email change
 * (`createKeyReleaseGuard`). What it keeps for them: a device the account already has stays as
 * it was, its `created_at` (what that hold compares) never moved by a later login.
 *
 * `social` is what the session signed in with besides email (a provider, `passkey` or
 * `farcaster`, and the username it reported); an email login leaves it out. `at` is when the
 * device becomes the account's if it is new: the login's own time where it read one, else now.
 * @example
 * return completeLogin(c, deps, {
 *   user,
 *   deviceHash,
 *   method: 'social',
 *   social: { provider: 'github', username: 'octocat' },
 * })
 */
export async function completeLogin(
  c: Context,
  deps: Pick<AuthDeps, 'db' | 'clock' | 'sessions' | 'frameMetrics'>,
  login: {
    user: Pick<UserTable, 'id' | 'email' | 'address'>
    deviceHash: string
    method: LoginMethod
    social?: { provider: string; username: string | null }
    at?: number
  },
) {
  const { db, clock, sessions, frameMetrics } = deps
  const { user, deviceHash, social } = login
  await db
    .insertInto('devices')
    .values({
      user_id: user.id,
      device_hash: deviceHash,
      auth_share: null,
      recovery_share: null,
      created_at: login.at ?? clock.now(),
    })
    .onConflict((oc) => oc.columns(['user_id', 'device_hash']).doNothing())
    .execute()
  const tokens = await sessions.create(user.id, deviceHash, social?.provider)
  frameMetrics.loginsCompleted.inc({ method: login.method })
  return c.json({ ...tokens, user: toUserPayload(user, social) })
}
