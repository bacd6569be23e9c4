import { createBodyLimit, createHealth, mountServiceRoutes, pingDatabase } from '@portico/server'
import type { Hono } from 'hono'
import type { Kysely } from 'kysely'
import { createErrorHandler } from '../errors/errorHandler'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { AppEnv } from '../http/AppEnv'
import { fromFrameOrigin, isFrameOnlyExempt } from '../http/fromFrameOrigin'
import { requireSession } from '../http/requireSession'
import { frameCsp } from '../page/frameCsp'
import type { FrameContext } from './createFrameContext'

/**
 * The wallet frame's middleware, before any route: the error handler, the foundation's request
 * log, `/metrics` and health, the body limit, and on the API (`/auth`, `/keys`, `/rpc`,
 * `/bundler`, `/smart-sessions`) the per-client limit and the check that the call comes from the
 * frame's own origin (no CORS: only the frame may call it), the RPC's per-user limit, the
 * Farcaster channel's limit, the device-approval page's headers and the frame page's limit.
 * @example
 * useFrameMiddleware(app, context)
 */
export function useFrameMiddleware(app: Hono<AppEnv>, context: FrameContext): void {
  const { config, db, deps, limiter, limitKey, sessions } = context
  const limit = config.rateLimits
  app.onError(createErrorHandler(context.logger))
  app.notFound(() => {
    throw new WalletFrameError('NOT_FOUND')
  })
  mountServiceRoutes(app, {
    logger: context.logger,
    metrics: context.metrics,
    health:
      deps.health ??
      createHealth({ checks: { database: () => pingDatabase(db as Kysely<unknown>) } }),
    metricsToken: config.metricsToken,
    clientIp: context.clientIp,
  })
  const maxBytes = config.bodyLimitBytes
  app.on(
    'POST',
    '*',
    createBodyLimit<AppEnv>({
      maxBytes,
      refuse: () => {
        throw new WalletFrameError('PAYLOAD_TOO_LARGE', {
          message: `Request body is larger than ${maxBytes} bytes`,
        })
      },
    }),
  )
  const apiLimiter = limiter('apiPerIp', limit.apiPerIp)
  for (const path of ['/auth/*', '/keys/*', '/rpc/*', '/bundler/*', '/smart-sessions/*']) {
    app.use(path, async (c, next) => {
      await apiLimiter.take(limitKey(c))
      if (!isFrameOnlyExempt(c.req.method, c.req.path) && !fromFrameOrigin(c, config.publicUrl)) {
        throw new WalletFrameError('ORIGIN_NOT_ALLOWED')
      }
      c.header('Cache-Control', 'no-store')
      return next()
    })
  }
  // Per signed-in user as well: one account's frames cannot spend the chain nodes' capacity.
  const rpcPerUser = limiter('rpcPerUser', limit.rpcPerUser)
  app.use('/rpc/*', requireSession(sessions), async (c, next) => {
    await rpcPerUser.take(c.get('session').userId)
    return next()
  })
  // The relay's channel routes are called by the Farcaster wallet, another app: no origin check.
  app.use('/farcaster/*', async (c, next) => {
    await apiLimiter.take(limitKey(c))
    c.header('Cache-Control', 'no-store')
    return next()
  })
  app.use('/device/*', async (c, next) => {
    await next()
    c.header('Content-Security-Policy', frameCsp([]))
    c.header('Cache-Control', 'no-store')
    // The approval token sits in this page's URL: never send it on.
    c.header('Referrer-Policy', 'no-referrer')
  })
  app.get('/health', (c) => c.json({ ok: true }))
  // Each frame page costs a look-up of the project's origins: limited like the API it calls.
  const framePerIp = limiter('framePerIp', limit.framePerIp)
  app.get('/frame', async (c, next) => {
    await framePerIp.take(limitKey(c))
    return next()
  })
}
