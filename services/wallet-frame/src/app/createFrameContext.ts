import { clientAddressKey } from '@portico/common'
import {
  type ClientIp,
  type Clock,
  createClientIp,
  createMemoryRateLimiter,
  createMetrics,
  type Logger,
  type Metrics,
  silentLogger,
} from '@portico/server'
import type { Context } from 'hono'
import type { AuthDeps } from '../auth/AuthDeps'
import { createHasher } from '../auth/createHasher'
import { createOtps } from '../auth/createOtps'
import { createSessions, type Sessions } from '../auth/createSessions'
import type { WalletFrameConfig } from '../config/walletFrameConfigSchema'
import type { WalletFrameDb } from '../db/Database'
import { createFrameLimiter, type FrameLimiter } from '../http/createFrameLimiter'
import {
  createWalletFrameMetrics,
  type WalletFrameMetrics,
} from '../metrics/createWalletFrameMetrics'
import { createOriginsSource } from '../origins/createOriginsSource'
import type { WalletFrameDeps } from '../WalletFrameDeps'

/**
 * What the wallet frame's middleware and route groups share: the deps, the session store, the
 * metrics, the rate limiters by name, the client's address key, the service's own URL and the
 * auth routes' deps.
 * @example
 * const context = createFrameContext(deps)
 * mountKeyRoutes(app, context)
 */
export type FrameContext = {
  deps: WalletFrameDeps
  config: WalletFrameConfig
  db: WalletFrameDb
  clock: Clock
  logger: Logger
  sessions: Sessions
  metrics: Metrics
  frameMetrics: WalletFrameMetrics
  clientIp: ClientIp
  /** A rate limiter of the config's buckets, counted in the metrics under `name`. */
  limiter: (name: string, bucket: { capacity: number; refillPerSecond: number }) => FrameLimiter
  /** The key a client's requests are counted under: an IPv6 client by its /64. */
  limitKey: (c: Context) => string
  /** The service's own URL without a trailing slash, never from the request's Host header. */
  frameUrl: () => string
  authDeps: AuthDeps
}

/**
 * Builds the context of one wallet-frame app from its deps.
 * @example
 * const context = createFrameContext(deps)
 */
export function createFrameContext(deps: WalletFrameDeps): FrameContext {
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
  const limiterOf =
    deps.limiters ??
    ((_name: string, bucket: { capacity: number; refillPerSecond: number }) =>
      createMemoryRateLimiter({ ...bucket, clock }))
  const limiter: FrameContext['limiter'] = (name, bucket) =>
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
  const frameUrl = () => ownUrl().replace(/\/+$/, '')
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
    publicUrl: frameUrl,
    origins,
    limits: {
      sendPerIp: limiter('sendPerIp', limit.sendPerIp),
      sendPerEmail: limiter('sendPerEmail', limit.sendPerEmail),
      verifyPerIp: limiter('verifyPerIp', limit.verifyPerIp),
      verifyPerEmail: limiter('verifyPerEmail', limit.verifyPerEmail),
      socialPerIp: limiter('socialPerIp', limit.socialPerIp),
      passkeyPerIp: limiter('passkeyPerIp', limit.passkeyPerIp),
      farcasterPerIp: limiter('farcasterPerIp', limit.farcasterPerIp),
    },
  }
  return {
    deps,
    config,
    db,
    clock,
    logger,
    sessions,
    metrics,
    frameMetrics,
    clientIp,
    limiter,
    limitKey,
    frameUrl,
    authDeps,
  }
}
