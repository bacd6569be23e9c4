import { isOriginAllowed } from '@portico/common'
import type { Context } from 'hono'
import { z } from 'zod'
import { deviceSecretSchema } from '../auth/authSchemas'
import { deviceHashOf } from '../auth/deviceHashOf'
import { randomToken } from '../auth/randomToken'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { AppEnv } from '../http/AppEnv'
import { readJson } from '../http/readJson'
import { projectFrameAncestors } from '../origins/projectFrameAncestors'
import type { SocialRouteDeps } from './SocialRouteDeps'

const originSchema = z
  .url({ protocol: /^https?$/ })
  .max(512)
  .refine((value) => new URL(value).origin === value, 'Expected an origin')

/**
 * `POST /auth/v1/social/start`: the frame asks for a login for its device and its page, whose
 * origin must be one the project allows; state, nonce and PKCE verifier stay here.
 * @example app.post('/auth/v1/social/start', (c) => startSocialLogin(c, deps))
 */
export async function startSocialLogin(c: Context<AppEnv>, deps: SocialRouteDeps) {
  const { db, clock, hasher, config, clients } = deps
  const body = await readJson(
    c,
    z.object({
      provider: z.string().min(1).max(32),
      deviceSecret: deviceSecretSchema,
      parentOrigin: originSchema,
      projectId: z.string().regex(/^[A-Za-z0-9._-]{1,128}$/),
    }),
  )
  await deps.limits.socialPerIp.take(deps.clientIp(c))
  // The callback posts to this origin: only a page the project lets embed its frame (the frame
  // page's own `frame-ancestors` list; none for an unknown project) may be named.
  const allowed =
    (await projectFrameAncestors(deps.origins, body.projectId, {
      allowLoopback: config.allowLoopbackOrigins,
    })) ?? []
  if (!isOriginAllowed(body.parentOrigin, allowed)) throw new WalletFrameError('ORIGIN_NOT_ALLOWED')
  const client = clients.get(body.provider)
  const redirectUri = config.social.redirectUri ?? `${deps.publicUrl(c)}/social/callback`
  const checks = { state: randomToken(), nonce: randomToken(), codeVerifier: randomToken() }
  const authorizationUrl = await client.authorizationUrl(checks, redirectUri)
  const now = clock.now()
  const id = randomToken(16)
  await db
    .insertInto('social_logins')
    .values({
      id,
      provider: client.name,
      state: checks.state,
      nonce: checks.nonce,
      code_verifier: checks.codeVerifier,
      device_hash: deviceHashOf(hasher, body.deviceSecret),
      parent_origin: body.parentOrigin,
      redirect_uri: redirectUri,
      status: 'pending',
      created_at: now,
      expires_at: now + config.social.loginTtlMs,
      authorization_url: authorizationUrl,
      browser_hash: null,
      redeem_hash: null,
    })
    .execute()
  // The popup opens our own page first; the provider's URL is only ever given to that browser.
  const uri = new URL(`${deps.publicUrl(c)}/social/begin`)
  uri.searchParams.set('login', id)
  deps.frameMetrics.loginsStarted.inc({ method: 'social' })
  return c.json({ uri: uri.href, loginId: id })
}
