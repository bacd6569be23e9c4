import { clientAddressKey } from '@portico/common'
import {
  type ClientIp,
  type Clock,
  createBodyLimit,
  createClientIp,
  createHealth,
  createMemoryRateLimiter,
  createMetrics,
  type Health,
  type Logger,
  type Metrics,
  mountServiceRoutes,
  pingDatabase,
  silentLogger,
} from '@portico/server'
import type { Context } from 'hono'
import { Hono } from 'hono'
import type { Kysely } from 'kysely'
import type { AuthDeps } from './auth/AuthDeps'
import { createDeviceApprovalRoutes } from './auth/createDeviceApprovalRoutes'
import { createEmailUpdateRoutes } from './auth/createEmailUpdateRoutes'
import { createHasher } from './auth/createHasher'
import { createKeyReleaseGuard } from './auth/createKeyReleaseGuard'
import { createKeyReleaseRoutes } from './auth/createKeyReleaseRoutes'
import { createLoginRoutes } from './auth/createLoginRoutes'
import { createOtps } from './auth/createOtps'
import { createPasskeyLoginRoutes } from './auth/createPasskeyLoginRoutes'
import { createSessionRoutes } from './auth/createSessionRoutes'
import { createSessions } from './auth/createSessions'
import { createBundlerRoutes } from './bundler/createBundlerRoutes'
import type { ServiceSecrets } from './config/loadServiceSecrets'
import type { WalletFrameConfig } from './config/walletFrameConfigSchema'
import type { WalletFrameDb } from './db/Database'
import { createErrorHandler } from './errors/errorHandler'
import { WalletFrameError } from './errors/WalletFrameError'
import { createFarcasterRoutes } from './farcaster/createFarcasterRoutes'
import type { AppEnv } from './http/AppEnv'
import { createFrameLimiter, type RateLimiterSource } from './http/createFrameLimiter'
import { fromFrameOrigin, isFrameOnlyExempt } from './http/fromFrameOrigin'
import { gatewayVisitorHeaders } from './http/gatewayVisitorHeaders'
import { requireSession } from './http/requireSession'
import { createDeviceRoutes } from './keys/createDeviceRoutes'
import { createKeyRoutes } from './keys/createKeyRoutes'
import { createPasskeyRoutes } from './keys/createPasskeyRoutes'
import { createRecoveryRoutes } from './keys/createRecoveryRoutes'
import type { Kms } from './kms/Kms'
import type { Mailer } from './mail/createMailer'
import { createWalletFrameMetrics } from './metrics/createWalletFrameMetrics'
import { createOriginsSource, type OriginsSource } from './origins/createOriginsSource'
import { createPageRoutes } from './page/createPageRoutes'
import type { FrameAssets } from './page/FrameAssets'
import { frameCsp } from './page/frameCsp'
import { createRpcRoutes } from './rpc/createRpcRoutes'
import { createSolanaRpcRoutes } from './rpc/createSolanaRpcRoutes'
import { createSmartSessionRoutes } from './smartSessions/createSmartSessionRoutes'
import { createSocialClients } from './social/createSocialClients'
import { createSocialRoutes } from './social/createSocialRoutes'

/**
 * Everything the wallet-frame app needs, injected so tests can pass their own.
 * @example
 * const deps: WalletFrameDeps = { config, db, clock: systemClock, secrets, kms, mailer, assets: () => assetsPromise }
 */
export type WalletFrameDeps = {
  config: WalletFrameConfig
  db: WalletFrameDb
  clock: Clock
  secrets: ServiceSecrets
  kms: Kms
  mailer: Mailer
  /** The bundled frame page (built once; awaited by the page routes). */
  assets: () => Promise<FrameAssets>
  /** Project origins; by default read from the gateway and cached. */
  origins?: OriginsSource
  logger?: Logger
  /** The client-address rule; by default the socket, or behind `trustProxy` the proxy's hop. */
  clientIp?: ClientIp
  /**
   * Where rate-limit buckets live: shared by every node (Redis, the foundation's
   * `createRedisRateLimiter`) or, by default, in this process's memory.
   */
  limiters?: RateLimiterSource
  /** The service's metrics (served at `/metrics`); a registry of the app's own without it. */
  metrics?: Metrics
  /** The service's health (`/health/ready` checks the database unless given). */
  health?: Health
  /**
   * The address the service listens on, the base of links without `publicUrl` (loopback only,
   * see `assertPublicUrl`); defaults to `http://<host>:<port>` of the config.
   */
  listenUrl?: () => string
}

/**
 * Builds the wallet-frame Hono app: the secure frame page (`/frame`) and the auth, key and RPC
 * API it calls on its own origin (no CORS: only the frame, same origin, may call it), behind the
 * foundation's request log, `/metrics`, `/health/live` and `/health/ready` (and `/health`).
 * @example
 * const app = createApp(deps)
 * const res = await app.request('/frame?projectId=demo')
 */
export function createApp(deps: WalletFrameDeps): Hono<AppEnv> {
  const { config, db, clock } = deps
  const logger = deps.logger ?? silentLogger
  const hasher = createHasher(deps.secrets.hashKey)
  const sessions = createSessions({
    db,
    clock,
    hasher,
    tokenKey: deps.secrets.tokenKey,
    ...config.session,
  })
  const metrics = deps.metrics ?? createMetrics({ service: 'wallet-frame', processMetrics: false })
  const frameMetrics = createWalletFrameMetrics(metrics)
  const limiterOf: RateLimiterSource =
    deps.limiters ?? ((_name, bucket) => createMemoryRateLimiter({ ...bucket, clock }))
  const limiters = (name: string, bucket: { capacity: number; refillPerSecond: number }) =>
    createFrameLimiter({ name, limiter: limiterOf(name, bucket), metrics })
  const limit = config.rateLimits
  const clientIp = deps.clientIp ?? createClientIp({ trustProxy: config.trustProxy })
  // Limits count an IPv6 client by its /64: one host usually holds the whole prefix.
  const limitKey = (c: Context) => clientAddressKey(clientIp(c))
  // Never the request's Host header: any client can set it.
  const ownUrl = () =>
    config.publicUrl ??
    deps.listenUrl?.() ??
    `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`
  const origins =
    deps.origins ??
    createOriginsSource({
      gatewayUrl: config.gatewayUrl,
      cacheMs: config.originsCacheMs,
      clock,
      logger,
    })
  const authDeps: AuthDeps = {
    config,
    db,
    clock,
    hasher,
    mailer: deps.mailer,
    otps: createOtps({ db, clock, hasher, mailer: deps.mailer, otp: config.otp, frameMetrics }),
    sessions,
    frameMetrics,
    clientIp: limitKey,
    // Never the request's Host header: any client can set it.
    publicUrl: () => ownUrl().replace(/\/+$/, ''),
    origins,
    limits: {
      sendPerIp: limiters('sendPerIp', limit.sendPerIp),
      sendPerEmail: limiters('sendPerEmail', limit.sendPerEmail),
      verifyPerIp: limiters('verifyPerIp', limit.verifyPerIp),
      verifyPerEmail: limiters('verifyPerEmail', limit.verifyPerEmail),
      socialPerIp: limiters('socialPerIp', limit.socialPerIp),
      passkeyPerIp: limiters('passkeyPerIp', limit.passkeyPerIp),
      farcasterPerIp: limiters('farcasterPerIp', limit.farcasterPerIp),
    },
  }

  const app = new Hono<AppEnv>()
  app.onError(createErrorHandler(logger))
  app.notFound(() => {
    throw new WalletFrameError('NOT_FOUND')
  })
  mountServiceRoutes(app, {
    logger,
    metrics,
    health:
      deps.health ??
      createHealth({ checks: { database: () => pingDatabase(db as Kysely<unknown>) } }),
    metricsToken: config.metricsToken,
    clientIp,
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
  const apiLimiter = limiters('apiPerIp', limit.apiPerIp)
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
  const rpcPerUser = limiters('rpcPerUser', limit.rpcPerUser)
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
  const framePerIp = limiters('framePerIp', limit.framePerIp)
  app.get('/frame', async (c, next) => {
    await framePerIp.take(limitKey(c))
    return next()
  })
  app.route('/', createPageRoutes({ config, origins, assets: deps.assets }))
  app.route('/', createLoginRoutes(authDeps))
  app.route('/', createDeviceApprovalRoutes(authDeps))
  app.route('/', createKeyReleaseRoutes(authDeps))
  app.route('/', createSessionRoutes(authDeps))
  app.route('/', createPasskeyLoginRoutes(authDeps))
  app.route('/', createEmailUpdateRoutes(authDeps))
  app.route(
    '/',
    createSocialRoutes({ ...authDeps, origins, clients: createSocialClients(config.social) }),
  )
  app.route('/', createFarcasterRoutes({ ...authDeps, registry: config.farcaster.registry }))
  const frameUrl = () => ownUrl().replace(/\/+$/, '')
  app.route(
    '/',
    createKeyRoutes({
      db,
      sessions,
      kms: deps.kms,
      clock,
      publicUrl: frameUrl,
      frameMetrics,
      custody: config.custody,
      assertKeyReleasable: createKeyReleaseGuard(authDeps),
    }),
  )
  const custody = config.custody
  app.route('/', createRecoveryRoutes({ db, sessions, clock, publicUrl: frameUrl, custody }))
  app.route('/', createPasskeyRoutes({ db, sessions, clock, publicUrl: frameUrl, custody }))
  app.route('/', createDeviceRoutes({ db, sessions, clock }))
  app.route('/', createRpcRoutes({ chains: config.chains, sessions, frameMetrics }))
  app.route('/', createSolanaRpcRoutes({ chains: config.solanaChains, sessions, frameMetrics }))
  // The gateway sees this server's address for every visitor: tell it whose call each one is.
  const visitorHeaders = gatewayVisitorHeaders(config.gatewayProxySecret, clientIp)
  const gatewayUrl = config.gatewayUrl
  app.route(
    '/',
    createBundlerRoutes({
      gatewayUrl,
      chains: config.chains,
      sessions,
      clock,
      visitorHeaders,
      frameMetrics,
    }),
  )
  app.route('/', createSmartSessionRoutes({ gatewayUrl, sessions, visitorHeaders }))
  return app
}
