import type { Context } from 'hono'
import { z } from 'zod'
import { randomToken } from '../auth/randomToken'
import type { AppEnv } from '../http/AppEnv'
import { expiredSocialNotice } from './expiredSocialNotice'
import { isHttpsFrame } from './isHttpsFrame'
import type { SocialRouteDeps } from './SocialRouteDeps'
import { socialBrowserHash } from './socialBrowserHash'
import { socialCallbackHeaders } from './socialCallbackHeaders'
import { socialLoginCookie } from './socialLoginCookie'

/**
 * `GET /social/begin`: the popup's first page, on this origin: binds the login to this browser
 * with a cookie, then goes to the provider.
 * @example app.get('/social/begin', (c) => beginSocialLogin(c, deps))
 */
export async function beginSocialLogin(c: Context<AppEnv>, deps: SocialRouteDeps) {
  const { db, clock, hasher } = deps
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
        .set({ browser_hash: socialBrowserHash(hasher, secret) })
        .where('id', '=', login.id)
        .where('browser_hash', 'is', null)
        .executeTakeFirst()
    ).numUpdatedRows === 1n
  if (!login?.authorization_url || !bound) {
    return c.html(expiredSocialNotice(), 200, socialCallbackHeaders())
  }
  socialLoginCookie.set(c, login.id, secret, {
    maxAgeSeconds: Math.ceil((login.expires_at - now) / 1000),
    secure: isHttpsFrame(deps, c),
  })
  c.header('Cache-Control', 'no-store')
  c.header('Referrer-Policy', 'no-referrer')
  return c.redirect(login.authorization_url, 302)
}
