import { Hono } from 'hono'
import { createFrameContext } from './app/createFrameContext'
import { mountChainRoutes, mountKeyRoutes, mountLoginRoutes } from './app/mountFrameRoutes'
import { useFrameMiddleware } from './app/useFrameMiddleware'
import type { AppEnv } from './http/AppEnv'
import type { WalletFrameDeps } from './WalletFrameDeps'

/**
 * Builds the wallet-frame Hono app: the secure frame page (`/frame`) and the auth, key and RPC
 * API it calls on its own origin (no CORS: only the frame, same origin, may call it), behind the
 * foundation's request log, `/metrics`, `/health/live` and `/health/ready` (and `/health`). The
 * middleware comes first, so every route below it is limited and origin-checked.
 * @example
 * const app = createApp(deps)
 * const res = await app.request('/frame?projectId=demo')
 */
export function createApp(deps: WalletFrameDeps): Hono<AppEnv> {
  const context = createFrameContext(deps)
  const app = new Hono<AppEnv>()
  useFrameMiddleware(app, context)
  mountLoginRoutes(app, context)
  mountKeyRoutes(app, context)
  mountChainRoutes(app, context)
  return app
}
