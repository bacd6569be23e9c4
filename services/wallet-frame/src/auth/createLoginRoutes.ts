import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { AppEnv } from '../http/AppEnv'
import { readJson } from '../http/readJson'
import { findKeyDevice } from '../keys/findKeyDevice'
import type { AuthDeps } from './AuthDeps'
import {
  deviceSecretSchema,
  emailSchema,
  idSchema,
  otpSchema,
  type Site,
  siteSchema,
} from './authSchemas'
import { claimMailCooldown } from './claimMailCooldown'
import { completeLogin } from './completeLogin'
import { deviceHashOf } from './deviceHashOf'
import { insertLogin } from './insertLogin'
import { randomToken } from './randomToken'
import { startDeviceApproval } from './startDeviceApproval'
import { verifySite } from './verifySite'
import { waitForApproval } from './waitForApproval'

/**
 * The email login of the frame, every step kept in the database so a restart loses nothing:
 * `POST /auth/v1/login` (code, or device approval on a new device of a known account),
 * `POST /auth/v1/login/device` (waits for that approval), `POST /auth/v1/login/verify` (code in,
 * session out).
 * @example app.route('/', createLoginRoutes(deps))
 */
export function createLoginRoutes(deps: AuthDeps): Hono<AppEnv> {
  const { db, clock, hasher, config, limits } = deps
  const app = new Hono<AppEnv>()

  // What a login start does once its mail cooldown is claimed; the answer, or a throw.
  const startLogin = async (
    c: Context,
    email: string,
    deviceSecret: string,
    site: Site | undefined,
  ): Promise<{ loginId: string; action: 'VERIFY_DEVICE' | 'VERIFY_OTP' }> => {
    const deviceHash = deviceHashOf(hasher, deviceSecret)
    const user = await db
      .selectFrom('users')
      .select(['id', 'address'])
      .where('email', '=', email)
      .executeTakeFirst()
    // The same queries, one login row and one mail before the answer whether or not the
    // address has an account: status, shape and time say nothing about it.
    const known = await findKeyDevice(db, user?.id ?? '', deviceHash)
    // A new device of an account that holds a key must be approved from the mailbox first.
    if (user?.address != null && !known) {
      const loginId = await startDeviceApproval(deps, c, email, deviceHash, site)
      return { loginId, action: 'VERIFY_DEVICE' }
    }
    const { loginId } = await insertLogin(deps, {
      email,
      deviceHash,
      state: 'otp_sent',
      approvalHash: null,
    })
    try {
      await deps.otps.issue('login', loginId, email)
    } catch (error) {
      await db.deleteFrom('logins').where('id', '=', loginId).execute()
      throw error
    }
    return { loginId, action: 'VERIFY_OTP' }
  }

  app.post('/auth/v1/login', async (c) => {
    const { email, deviceSecret, site } = await readJson(
      c,
      z.object({
        email: emailSchema,
        deviceSecret: deviceSecretSchema,
        // Named in the approval mail once checked against the project's origins; a site the
        // schema or that check refuses is left out, never fatal.
        site: siteSchema.optional().catch(undefined),
      }),
    )
    await limits.sendPerIp.take(deps.clientIp(c))
    // One login mail per address per cooldown, claimed in one statement: of two starts at once,
    // on one node or two, one mails and the other answers 'Please try again after N seconds'.
    const cooldown = await claimMailCooldown(db, {
      kind: 'login',
      email,
      now: clock.now(),
      cooldownMs: config.otp.resendCooldownMs,
    })
    try {
      await limits.sendPerEmail.take(email)
      const answer = await startLogin(c, email, deviceSecret, await verifySite(deps, site))
      deps.frameMetrics.loginsStarted.inc({ method: 'email' })
      return c.json(answer)
    } catch (error) {
      await cooldown.release()
      throw error
    }
  })

  app.post('/auth/v1/login/device', async (c) => {
    const { loginId } = await readJson(c, z.object({ loginId: idSchema }))
    const approved = await waitForApproval({
      db,
      clock,
      loginId,
      waitMs: config.deviceWaitMs,
      signal: c.req.raw.signal,
    })
    return c.json({ approved })
  })

  app.post('/auth/v1/login/verify', async (c) => {
    const { loginId, otp, deviceSecret } = await readJson(
      c,
      z.object({ loginId: idSchema, otp: otpSchema, deviceSecret: deviceSecretSchema }),
    )
    await limits.verifyPerIp.take(deps.clientIp(c))
    const login = await db
      .selectFrom('logins')
      .selectAll()
      .where('id', '=', loginId)
      .executeTakeFirst()
    const now = clock.now()
    const deviceHash = deviceHashOf(hasher, deviceSecret)
    if (!login || login.state === 'done') throw new WalletFrameError('LOGIN_NOT_FOUND')
    if (login.expires_at <= now) throw new WalletFrameError('OTP_EXPIRED')
    if (!hasher.matches(login.device_hash, deviceHash))
      throw new WalletFrameError('LOGIN_NOT_FOUND')
    if (login.state !== 'otp_sent')
      throw new WalletFrameError('INVALID_OTP', { details: 'device not approved' })
    await limits.verifyPerEmail.take(login.email)
    await deps.otps.verify('login', loginId, otp)

    await db.updateTable('logins').set({ state: 'done' }).where('id', '=', loginId).execute()
    // The first login of an address makes its account; two at once (on two nodes) make one.
    await db
      .insertInto('users')
      .values({ id: randomToken(16), email: login.email, address: null, created_at: now })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute()
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', login.email)
      .executeTakeFirstOrThrow()
    return completeLogin(c, deps, { user, deviceHash, method: 'email', at: now })
  })

  return app
}
