import { Hono } from 'hono'
import { z } from 'zod'
import type { AuthDeps } from '../auth/AuthDeps'
import { deviceSecretSchema } from '../auth/authSchemas'
import { randomToken } from '../auth/randomToken'
import { toUserPayload } from '../auth/toUserPayload'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { AppEnv } from '../http/AppEnv'
import { readJson } from '../http/readJson'
import { frameCsp } from '../page/frameCsp'
import { renderNoticePage } from '../page/renderNoticePage'
import type { SocialClients } from './createSocialClients'
import { findOrCreateSocialUser } from './findOrCreateSocialUser'
import { renderSocialCallbackPage } from './renderSocialCallbackPage'
import { socialCallbackScript } from './socialCallbackScript'

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

/**
 * Social logins, the popup flow: `POST /auth/v1/social/start` (the frame asks for a provider's
 * authorization URL; state, nonce and PKCE verifier stay here, bound to its device),
 * `GET|POST /social/callback` (the provider's redirect, in the popup: a page that hands the
 * answer to the opener) and `POST /auth/v1/social/connect` (the frame sends that answer back:
 * the code is redeemed once, the user found or made, a session issued).
 * @example app.route('/', createSocialRoutes({ ...authDeps, clients }))
 */
export function createSocialRoutes(deps: AuthDeps & { clients: SocialClients }): Hono<AppEnv> {
  const { db, clock, hasher, config, clients } = deps
  const app = new Hono<AppEnv>()
  const deviceHashOf = (secret: string) => hasher.hash(`device:${secret}`)

  app.post('/auth/v1/social/start', async (c) => {
    const body = await readJson(
      c,
      z.object({
        provider: z.string().min(1).max(32),
        deviceSecret: deviceSecretSchema,
        parentOrigin: originSchema,
      }),
    )
    deps.limits.socialPerIp.take(deps.clientIp(c))
    const client = clients.get(body.provider)
    const redirectUri = config.social.redirectUri ?? `${deps.publicUrl(c)}/social/callback`
    const checks = { state: randomToken(), nonce: randomToken(), codeVerifier: randomToken() }
    const uri = await client.authorizationUrl(checks, redirectUri)
    const now = clock.now()
    await db
      .insertInto('social_logins')
      .values({
        id: randomToken(16),
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
      })
      .execute()
    return c.json({ uri })
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

  const callback = async (answer: Record<string, unknown>) => {
    const parsed = answerSchema.safeParse(answer)
    const login = parsed.success ? await pendingByState(parsed.data.state) : undefined
    if (!parsed.success || !login) {
      return renderNoticePage({
        title: 'This sign-in has expired',
        body: 'Close this window and start again from the app.',
      })
    }
    const uri = new URL(login.redirect_uri)
    for (const key of ANSWER_PARAMS) {
      const value = parsed.data[key]
      if (value !== undefined) uri.searchParams.set(key, value)
    }
    return renderSocialCallbackPage({ uri: uri.href, targetOrigin: login.parent_origin })
  }
  const callbackHeaders = {
    'Content-Security-Policy': frameCsp([]),
    'Cache-Control': 'no-store',
    // The code sits in this page's URL: never send it on.
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  }
  app.get('/social/callback', async (c) =>
    c.html(await callback(c.req.query()), 200, callbackHeaders),
  )
  // Apple (response_mode=form_post) posts its answer from its own origin.
  app.post('/social/callback', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}))
    return c.html(await callback(form), 200, callbackHeaders)
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
    deps.limits.verifyPerIp.take(deps.clientIp(c))
    const uri = new URL(body.uri)
    const login = await pendingByState(uri.searchParams.get('state') ?? undefined)
    const deviceHash = deviceHashOf(body.deviceSecret)
    // Same answer for unknown, expired, used or another device's login: nothing to probe.
    if (!login || !hasher.matches(login.device_hash, deviceHash)) {
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
    return c.json({
      ...tokens,
      user: toUserPayload(user, { provider: login.provider, username: profile.username }),
    })
  })

  return app
}
