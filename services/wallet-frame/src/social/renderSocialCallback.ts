import type { Context } from 'hono'
import { randomToken } from '../auth/randomToken'
import type { AppEnv } from '../http/AppEnv'
import { expiredSocialNotice } from './expiredSocialNotice'
import { findPendingSocialLogin } from './findPendingSocialLogin'
import { isHttpsFrame } from './isHttpsFrame'
import { renderSocialCallbackPage } from './renderSocialCallbackPage'
import type { SocialRouteDeps } from './SocialRouteDeps'
import { SOCIAL_ANSWER_PARAMS, SOCIAL_REDEEM_PARAM, socialAnswerSchema } from './socialAnswer'
import { socialBrowserHash } from './socialBrowserHash'
import { socialLoginCookie } from './socialLoginCookie'
import { socialRedeemHash } from './socialRedeemHash'

/**
 * The page of `GET /social/callback`, the provider's redirect in the popup: with the cookie of
 * the browser that began the login, a page that hands the answer and a one-time redeem secret to
 * the frame's own windows only; without it, the "expired" page, and the login is spent.
 * @example app.get('/social/callback', async (c) => c.html(await renderSocialCallback(c, deps)))
 */
export async function renderSocialCallback(c: Context<AppEnv>, deps: SocialRouteDeps) {
  const { db, hasher } = deps
  const parsed = socialAnswerSchema.safeParse(c.req.query())
  const login = parsed.success ? await findPendingSocialLogin(deps, parsed.data.state) : undefined
  if (!parsed.success || !login) return expiredSocialNotice()
  const cookie = socialLoginCookie.get(c, login.id)
  // A redeem secret for this answer, minted once: the frame needs it to redeem the code.
  const redeem = randomToken()
  const handedOver =
    login.browser_hash !== null &&
    cookie !== undefined &&
    hasher.matches(login.browser_hash, socialBrowserHash(hasher, cookie)) &&
    (
      await db
        .updateTable('social_logins')
        .set({ redeem_hash: socialRedeemHash(hasher, redeem) })
        .where('id', '=', login.id)
        .where('status', '=', 'pending')
        .where('redeem_hash', 'is', null)
        .executeTakeFirst()
    ).numUpdatedRows === 1n
  if (!handedOver) {
    // Only the browser whose popup began this login (it holds the cookie) is handed the answer.
    // The code reached another browser, or this page a second time: wherever it went on from
    // here, it is never redeemed.
    await db
      .updateTable('social_logins')
      .set({ status: 'done' })
      .where('id', '=', login.id)
      .where('status', '=', 'pending')
      .execute()
    return expiredSocialNotice()
  }
  socialLoginCookie.clear(c, login.id, isHttpsFrame(deps, c))
  const uri = new URL(login.redirect_uri)
  for (const key of SOCIAL_ANSWER_PARAMS) {
    const value = parsed.data[key]
    if (value !== undefined) uri.searchParams.set(key, value)
  }
  uri.searchParams.set(SOCIAL_REDEEM_PARAM, redeem)
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
