import { isOriginAllowed } from '@portico/common'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AuthDeps } from '../auth/AuthDeps'
import { deviceSecretSchema } from '../auth/authSchemas'
import { randomToken } from '../auth/randomToken'
import { startDeviceApproval } from '../auth/startDeviceApproval'
import { toUserPayload } from '../auth/toUserPayload'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { AppEnv } from '../http/AppEnv'
import { readJson } from '../http/readJson'
import type { OriginsSource } from '../origins/createOriginsSource'
import { projectFrameAncestors } from '../origins/projectFrameAncestors'
import { frameCsp } from '../page/frameCsp'
import { renderNoticePage } from '../page/renderNoticePage'
import type { SocialClients } from './createSocialClients'
import { findOrCreateSocialUser } from './findOrCreateSocialUser'
import { renderSocialCallbackPage } from './renderSocialCallbackPage'
import { socialCallbackScript } from './socialCallbackScript'
import { socialLoginCookie } from './socialLoginCookie'

const originSchema = z
  .url({ protocol: /^https?$/ })
  .max(512)
  .refine((value) => new URL(value).origin === value, 'Expected an origin')
// Only what an authorization response carries goes back to the page (RFC 6749 §4.1.2, RFC 9207).
const ANSWER_PARAMS = ['code', 'state', 'iss', 'error', 'error_description'] as const
const answerSchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  iss: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(1024).optional(),
})

const expiredNotice = () =>
  renderNoticePage({
    title: 'This sign-in has expired',
    body: 'It was started in another browser, or too long ago. Close this window and start again from the app.',
  })

/**
 * Social logins, the popup flow: `POST /auth/v1/social/start` (the frame asks for a login for
 * its device and its page, whose origin must be one the project allows; state, nonce and PKCE
 * verifier stay here), `GET /social/begin` (the popup's first page, on this origin: binds the
 * login to this browser with a cookie, then goes to the provider), `GET|POST /social/callback`
 * (the provider's redirect, in that popup: with the cookie, a page that hands the answer to the
 * frame's own windows only) and `POST /auth/v1/social/connect` (the frame sends that answer
 * back: the code is redeemed once, with the device that started it, the user found or made, a
 * session issued).
 * @example app.route('/', createSocialRoutes({ ...authDeps, origins, clients }))
 */
export function createSocialRoutes(
  deps: AuthDeps & { clients: SocialClients; origins: OriginsSource },
): Hono<AppEnv> {
  const { db, clock, hasher, config, clients } = deps
  const app = new Hono<AppEnv>()
  const deviceHashOf = (secret: string) => hasher.hash(`device:${secret}`)
  const browserHashOf = (secret: string) => hasher.hash(`social-browser:${secret}`)
  const isHttps = (c: Parameters<AuthDeps['publicUrl']>[0]) =>
    deps.publicUrl(c).startsWith('https:')

  const callbackHeaders = {
    'Content-Security-Policy': frameCsp([]),
    'Cache-Control': 'no-store',
    // The code sits in this page's URL: never send it on.
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  }

  app.post('/auth/v1/social/start', async (c) => {
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
    if (!isOriginAllowed(body.parentOrigin, allowed))
      throw new WalletFrameError('ORIGIN_NOT_ALLOWED')
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
        device_hash: deviceHashOf(body.deviceSecret),
        parent_origin: body.parentOrigin,
        redirect_uri: redirectUri,
        status: 'pending',
        created_at: now,
        expires_at: now + config.social.loginTtlMs,
        authorization_url: authorizationUrl,
        browser_hash: null,
      })
      .execute()
    // The popup opens our own page first; the provider's URL is only ever given to that browser.
    const uri = new URL(`${deps.publicUrl(c)}/social/begin`)
    uri.searchParams.set('login', id)
    deps.frameMetrics.loginsStarted.inc({ method: 'social' })
    return c.json({ uri: uri.href, loginId: id })
  })

  app.get('/social/begin', async (c) => {
    const id = z.string().min(1).max(64).safeParse(c.req.query('login'))
    const now = clock.now()
    const login = id.success
      ? await db
          .selectFrom('social_logins')
          .selectAll()
          .where('id', '=', id.data)
          .where('status', '=', 'pending')
          .where('expires_at', '>', now)
          .executeTakeFirst()
      : undefined
    const secret = randomToken()
    // Once per login: a second browser opening the same link is not bound, and gets nothing.
    const bound =
      login?.authorization_url &&
      (
        await db
          .updateTable('social_logins')
          .set({ browser_hash: browserHashOf(secret) })
          .where('id', '=', login.id)
          .where('browser_hash', 'is', null)
          .executeTakeFirst()
      ).numUpdatedRows === 1n
    if (!login?.authorization_url || !bound) {
      return c.html(expiredNotice(), 200, callbackHeaders)
    }
    socialLoginCookie.set(c, login.id, secret, {
      maxAgeSeconds: Math.ceil((login.expires_at - now) / 1000),
      secure: isHttps(c),
    })
    c.header('Cache-Control', 'no-store')
    c.header('Referrer-Policy', 'no-referrer')
    return c.redirect(login.authorization_url, 302)
  })

  const pendingByState = (state: string | undefined) =>
    state === undefined
      ? undefined
      : db
          .selectFrom('social_logins')
          .selectAll()
          .where('state', '=', state)
          .where('status', '=', 'pending')
          .where('expires_at', '>', clock.now())
          .executeTakeFirst()

  const callback = async (c: Parameters<AuthDeps['publicUrl']>[0]) => {
    const parsed = answerSchema.safeParse(c.req.query())
    const login = parsed.success ? await pendingByState(parsed.data.state) : undefined
    const cookie = login ? socialLoginCookie.get(c, login.id) : undefined
    // Only the browser whose popup began this login (it holds the cookie) is handed the answer.
    if (
      !parsed.success ||
      !login?.browser_hash ||
      cookie === undefined ||
      !hasher.matches(login.browser_hash, browserHashOf(cookie))
    ) {
      return expiredNotice()
    }
    socialLoginCookie.clear(c, login.id, isHttps(c))
    const uri = new URL(login.redirect_uri)
    for (const key of ANSWER_PARAMS) {
      const value = parsed.data[key]
      if (value !== undefined) uri.searchParams.set(key, value)
    }
    const frameOrigin = new URL(deps.publicUrl(c)).origin
    const callbackUri = new URL(`${frameOrigin}/social/callback`)
    callbackUri.searchParams.set('login', login.id)
    return renderSocialCallbackPage({
      loginId: login.id,
      answerUri: uri.href,
      frameOrigin,
      callbackUri: callbackUri.href,
      parentOrigin: login.parent_origin,
    })
  }
  app.get('/social/callback', async (c) => c.html(await callback(c), 200, callbackHeaders))
  // Apple (response_mode=form_post) posts its answer from its own origin: a cross-site POST that
  // carries no Lax cookie. The same answer goes on as a top-level GET, which does.
  app.post('/social/callback', async (c) => {
    const form: Record<string, unknown> = await c.req.parseBody().catch(() => ({}))
    const parsed = answerSchema.safeParse(form)
    const query = new URLSearchParams()
    if (parsed.success) {
      for (const key of ANSWER_PARAMS) {
        const value = parsed.data[key]
        if (value !== undefined) query.set(key, value)
      }
    }
    c.header('Cache-Control', 'no-store')
    c.header('Referrer-Policy', 'no-referrer')
    return c.redirect(`/social/callback?${query}`, 303)
  })
  app.get('/social/callback.js', (c) =>
    c.body(socialCallbackScript, 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    }),
  )

  app.post('/auth/v1/social/connect', async (c) => {
    const body = await readJson(
      c,
      z.object({
        uri: z.url({ protocol: /^https?$/ }).max(4096),
        deviceSecret: deviceSecretSchema,
      }),
    )
    await deps.limits.verifyPerIp.take(deps.clientIp(c))
    const uri = new URL(body.uri)
    const login = await pendingByState(uri.searchParams.get('state') ?? undefined)
    const deviceHash = deviceHashOf(body.deviceSecret)
    // Same answer for unknown, expired, used or another device's login: nothing to probe.
    if (!login?.browser_hash || !hasher.matches(login.device_hash, deviceHash)) {
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
    for (const key of ANSWER_PARAMS) {
      const value = uri.searchParams.get(key)
      if (value !== null) callbackUrl.searchParams.set(key, value)
    }
    const profile = await clients.get(login.provider).exchange(callbackUrl, {
      state: login.state,
      nonce: login.nonce,
      codeVerifier: login.code_verifier,
    })
    const user = await findOrCreateSocialUser({ db, clock, provider: login.provider, profile })
    const known = await db
      .selectFrom('devices')
      .select('device_hash')
      .where('user_id', '=', user.id)
      .where('device_hash', '=', deviceHash)
      .executeTakeFirst()
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
    await db
      .insertInto('devices')
      .values({
        user_id: user.id,
        device_hash: deviceHash,
        auth_share: null,
        recovery_share: null,
        created_at: clock.now(),
      })
      .onConflict((oc) => oc.columns(['user_id', 'device_hash']).doNothing())
      .execute()
    const tokens = await deps.sessions.create(user.id, deviceHash, login.provider)
    deps.frameMetrics.loginsCompleted.inc({ method: 'social' })
    return c.json({
      ...tokens,
      user: toUserPayload(user, { provider: login.provider, username: profile.username }),
    })
  })

  return app
}
