import type { Context } from 'hono'
import { z } from 'zod'
import { deviceSecretSchema } from '../auth/authSchemas'
import { completeLogin } from '../auth/completeLogin'
import { deviceHashOf } from '../auth/deviceHashOf'
import { startDeviceApproval } from '../auth/startDeviceApproval'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { AppEnv } from '../http/AppEnv'
import { readJson } from '../http/readJson'
import { findKeyDevice } from '../keys/findKeyDevice'
import { findOrCreateSocialUser } from './findOrCreateSocialUser'
import { findPendingSocialLogin } from './findPendingSocialLogin'
import type { SocialRouteDeps } from './SocialRouteDeps'
import { SOCIAL_ANSWER_PARAMS, SOCIAL_REDEEM_PARAM } from './socialAnswer'
import { socialRedeemHash } from './socialRedeemHash'

/**
 * `POST /auth/v1/social/connect`: the frame sends the provider's answer back; the code is
 * redeemed once, with the device that started it and the redeem secret its callback page minted, the user found or made, a session issued (or,
 * for a new device of an account with a key, device approval from the account's mailbox).
 * @example app.post('/auth/v1/social/connect', (c) => connectSocialLogin(c, deps))
 */
export async function connectSocialLogin(c: Context<AppEnv>, deps: SocialRouteDeps) {
  const { db, clock, hasher, clients } = deps
  const body = await readJson(
    c,
    z.object({
      uri: z.url({ protocol: /^https?$/ }).max(4096),
      deviceSecret: deviceSecretSchema,
    }),
  )
  await deps.limits.verifyPerIp.take(deps.clientIp(c))
  const uri = new URL(body.uri)
  const login = await findPendingSocialLogin(deps, uri.searchParams.get('state') ?? undefined)
  const deviceHash = deviceHashOf(hasher, body.deviceSecret)
  // Same answer for unknown, expired, used or another device's login: nothing to probe.
  // The redeem secret comes only from the callback page that the login's own browser opened,
  // and only to windows on this origin: a code that reached anyone else redeems nothing.
  const redeem = uri.searchParams.get(SOCIAL_REDEEM_PARAM)
  if (
    !login?.browser_hash ||
    !hasher.matches(login.device_hash, deviceHash) ||
    !login.redeem_hash ||
    redeem === null ||
    !hasher.matches(login.redeem_hash, socialRedeemHash(hasher, redeem))
  ) {
    throw new WalletFrameError('LOGIN_NOT_FOUND')
  }
  const expected = new URL(login.redirect_uri)
  if (uri.origin !== expected.origin || uri.pathname !== expected.pathname) {
    throw new WalletFrameError('INVALID_PARAMS', { details: 'not this service’s redirect URI' })
  }
  // One use only, claimed before the code leaves: a replayed answer never reaches the provider.
  const claimed = await db
    .updateTable('social_logins')
    .set({ status: 'done' })
    .where('id', '=', login.id)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  if (claimed.numUpdatedRows !== 1n) throw new WalletFrameError('LOGIN_NOT_FOUND')

  const callbackUrl = new URL(login.redirect_uri)
  for (const key of SOCIAL_ANSWER_PARAMS) {
    const value = uri.searchParams.get(key)
    if (value !== null) callbackUrl.searchParams.set(key, value)
  }
  const profile = await clients.get(login.provider).exchange(callbackUrl, {
    state: login.state,
    nonce: login.nonce,
    codeVerifier: login.code_verifier,
  })
  const user = await findOrCreateSocialUser({ db, clock, provider: login.provider, profile })
  const known = await findKeyDevice(db, user.id, deviceHash)
  // A provider account alone does not open a key some device already holds: a new device is
  // approved from the account's mailbox first, as a new device of an email login is. It then
  // signs in with the code from the mail and recovers the key.
  if (user.address != null && user.email != null && !known) {
    await deps.limits.sendPerEmail.take(user.email)
    // The mail names the page the login began on (checked against the project's origins).
    const site = { origin: login.parent_origin }
    const loginId = await startDeviceApproval(deps, c, user.email, deviceHash, site)
    return c.json({ action: 'VERIFY_DEVICE' as const, loginId, email: user.email })
  }
  return completeLogin(c, deps, {
    user,
    deviceHash,
    method: 'social',
    social: { provider: login.provider, username: profile.username },
  })
}
