import { Hono } from 'hono'
import type { AppEnv } from '../http/AppEnv'
import { beginSocialLogin } from './beginSocialLogin'
import { connectSocialLogin } from './connectSocialLogin'
import { redirectPostedSocialAnswer } from './redirectPostedSocialAnswer'
import { renderSocialCallback } from './renderSocialCallback'
import type { SocialRouteDeps } from './SocialRouteDeps'
import { socialCallbackHeaders } from './socialCallbackHeaders'
import { socialCallbackScript } from './socialCallbackScript'
import { startSocialLogin } from './startSocialLogin'

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
export function createSocialRoutes(deps: SocialRouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.post('/auth/v1/social/start', (c) => startSocialLogin(c, deps))
  app.get('/social/begin', (c) => beginSocialLogin(c, deps))
  app.get('/social/callback', async (c) =>
    c.html(await renderSocialCallback(c, deps), 200, socialCallbackHeaders()),
  )
  app.post('/social/callback', redirectPostedSocialAnswer)
  app.get('/social/callback.js', (c) =>
    c.body(socialCallbackScript, 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    }),
  )
  app.post('/auth/v1/social/connect', (c) => connectSocialLogin(c, deps))
  return app
}
