import type { Context } from 'hono'
import type { AppEnv } from '../http/AppEnv'
import { expiredSocialNotice } from './expiredSocialNotice'
import { findPendingSocialLogin } from './findPendingSocialLogin'
import { isHttpsFrame } from './isHttpsFrame'
import { renderSocialCallbackPage } from './renderSocialCallbackPage'
import type { SocialRouteDeps } from './SocialRouteDeps'
import { SOCIAL_ANSWER_PARAMS, socialAnswerSchema } from './socialAnswer'
import { socialBrowserHash } from './socialBrowserHash'
import { socialLoginCookie } from './socialLoginCookie'

/**
 * The page of `GET /social/callback`, the provider's redirect in the popup: with the cookie of
 * the browser that began the login, a page that hands the answer to the frame's own windows only.
 * @example app.get('/social/callback', async (c) => c.html(await renderSocialCallback(c, deps)))
 */
export async function renderSocialCallback(c: Context<AppEnv>, deps: SocialRouteDeps) {
  const { hasher } = deps
  const parsed = socialAnswerSchema.safeParse(c.req.query())
  const login = parsed.success ? await findPendingSocialLogin(deps, parsed.data.state) : undefined
  const cookie = login ? socialLoginCookie.get(c, login.id) : undefined
  // Only the browser whose popup began this login (it holds the cookie) is handed the answer.
  if (
    !parsed.success ||
    !login?.browser_hash ||
    cookie === undefined ||
    !hasher.matches(login.browser_hash, socialBrowserHash(hasher, cookie))
  ) {
    return expiredSocialNotice()
  }
  socialLoginCookie.clear(c, login.id, isHttpsFrame(deps, c))
  const uri = new URL(login.redirect_uri)
  for (const key of SOCIAL_ANSWER_PARAMS) {
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
