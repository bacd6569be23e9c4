import { Hono } from 'hono'
import { cors } from 'hono/cors'
import type { AppEnv } from '../http/AppEnv'
import { authenticateFarcasterChannel } from './authenticateFarcasterChannel'
import { connectFarcasterChannel } from './connectFarcasterChannel'
import type { FarcasterDeps } from './FarcasterDeps'
import { openFarcasterChannel } from './openFarcasterChannel'
import { readFarcasterChannelStatus } from './readFarcasterChannelStatus'

/**
 * Sign In With Farcaster, this service acting as the auth relay. The frame opens a channel
 * (`POST /auth/v1/farcaster/channel`, bound to its device) and shows its connect link; the
 * Farcaster wallet posts the signed message (`POST /farcaster/v1/channel/authenticate`, the
 * channel token as bearer), which is verified at once against the ID registry; anyone with the
 * token reads `GET /farcaster/v1/channel/status`; the frame redeems a completed channel once
 * for a session (`POST /auth/v1/farcaster/connect`). The `/farcaster/v1/*` routes answer any
 * origin (CORS, no credentials): the wallet is another app, and the token is the only key.
 * @example app.route('/', createFarcasterRoutes({ ...authDeps, registry }))
 */
export function createFarcasterRoutes(deps: FarcasterDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.post('/auth/v1/farcaster/channel', (c) => openFarcasterChannel(c, deps))
  app.use('/farcaster/v1/*', cors({ origin: '*', allowHeaders: ['authorization', 'content-type'] }))
  app.get('/farcaster/v1/channel/status', (c) => readFarcasterChannelStatus(c, deps))
  app.post('/farcaster/v1/channel/authenticate', (c) => authenticateFarcasterChannel(c, deps))
  app.post('/auth/v1/farcaster/connect', (c) => connectFarcasterChannel(c, deps))
  return app
}
