import { generateAuthenticationOptions } from '@simplewebauthn/server'
import { Hono } from 'hono'
import { z } from 'zod'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { AppEnv } from '../http/AppEnv'
import { readJson } from '../http/readJson'
import { createPasskeyChallenges } from '../keys/passkeyChallenges'
import { passkeyRelyingParty } from '../keys/passkeyRelyingParty'
import { passkeyResponseSchema, verifyPasskeyAssertion } from '../keys/verifyPasskeyAssertion'
import type { AuthDeps } from './AuthDeps'
import { deviceSecretSchema } from './authSchemas'
import { completeLogin } from './completeLogin'
import { deviceHashOf } from './deviceHashOf'
import { randomToken } from './randomToken'

/**
 * Sign-in with a passkey (the kit's `features.passkeys`), for accounts whose recovery a passkey
 * protects: `POST /auth/v1/passkey/options { deviceSecret }` answers a discoverable assertion's
 * options and a login id; `POST /auth/v1/passkey/verify { loginId, response, deviceSecret }`
 * checks the assertion (once, user verified, the credential one this service registered) and
 * signs the account in on that device. On a new device the key is still sealed: the frame then
 * opens it with the same passkey (a second touch, with the PRF). Whoever holds the passkey is the
 * visitor here, without the mailbox: the passkey is both factors, which is why the kit offers it
 * only when the app turns it on. Both are limited per client address (`rateLimits.passkeyPerIp`).
 * @example app.route('/', createPasskeyLoginRoutes(deps))
 */
export function createPasskeyLoginRoutes(deps: AuthDeps): Hono<AppEnv> {
  const { db, clock, hasher } = deps
  const challenges = createPasskeyChallenges(db, clock)
  const app = new Hono<AppEnv>()
  const relyingParty = (publicUrl: string) => {
    const rp = passkeyRelyingParty(publicUrl)
    if (!rp.available)
      throw new WalletFrameError('INVALID_PARAMS', {
        message: 'Passkeys need the wallet to be served on a domain name',
      })
    return rp
  }
  // The challenge waits under the login id, bound to the device that asked for it.
  const challengeKey = (loginId: string, deviceSecret: string) =>
    `login:${loginId}:${deviceHashOf(hasher, deviceSecret)}`

  app.post('/auth/v1/passkey/options', async (c) => {
    const rp = relyingParty(deps.publicUrl(c))
    const { deviceSecret } = await readJson(c, z.object({ deviceSecret: deviceSecretSchema }))
    await deps.limits.passkeyPerIp.take(deps.clientIp(c))
    const options = await generateAuthenticationOptions({
      rpID: rp.rpID,
      userVerification: 'required',
    })
    const loginId = randomToken(16)
    await challenges.put(challengeKey(loginId, deviceSecret), 'login', options.challenge, null)
    deps.frameMetrics.loginsStarted.inc({ method: 'passkey' })
    return c.json({ loginId, options })
  })

  app.post('/auth/v1/passkey/verify', async (c) => {
    const publicUrl = () => deps.publicUrl(c)
    relyingParty(publicUrl())
    const body = await readJson(
      c,
      z.object({
        loginId: z.string().min(8).max(64),
        deviceSecret: deviceSecretSchema,
        response: passkeyResponseSchema,
      }),
    )
    await deps.limits.passkeyPerIp.take(deps.clientIp(c))
    const { challenge } = await challenges.take(
      challengeKey(body.loginId, body.deviceSecret),
      'login',
    )
    const credential = await verifyPasskeyAssertion(
      { db, clock, publicUrl },
      challenge,
      body.response,
    )
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', credential.user_id)
      .executeTakeFirstOrThrow()
    const deviceHash = deviceHashOf(hasher, body.deviceSecret)
    return completeLogin(c, deps, {
      user,
      deviceHash,
      method: 'passkey',
      social: { provider: 'passkey', username: null },
    })
  })

  return app
}
