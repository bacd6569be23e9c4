import {
  type Clock,
  ConfigError,
  closeHttpServer,
  createHealth,
  createMetrics,
  createRedisRateLimiter,
  type Logger,
  listenHttp,
  type Metrics,
  observePgPool,
  pingDatabase,
  type ServiceHandle,
  type ShutdownStep,
  silentLogger,
  systemClock,
} from '@portico/server'
import { Redis } from 'ioredis'
import type { Kysely } from 'kysely'
import { assertPublicUrl } from './config/assertPublicUrl'
import { loadServiceSecrets } from './config/loadServiceSecrets'
import {
  type WalletFrameConfig,
  type WalletFrameConfigInput,
  walletFrameConfigSchema,
} from './config/walletFrameConfigSchema'
import { walletFramePaths } from './config/walletFramePaths'
import { walletFrameProductionProblems } from './config/walletFrameProductionProblems'
import { createApp } from './createApp'
import { openWalletFrameDb } from './db/openWalletFrameDb'
import type { RateLimiterSource } from './http/createFrameLimiter'
import { createKmsFromConfig } from './kms/createKmsFromConfig'
import { createMailer } from './mail/createMailer'
import { sweepExpired } from './maintenance/sweepExpired'
import { buildFrameAssets } from './page/buildFrameAssets'
import { prebuiltFrameAssets } from './page/prebuiltFrameAssets'

/**
 * A running wallet-frame service: its URL (the frame's origin), health and metrics, the steps
 * of its orderly stop (drain HTTP, sweeper, mailer, Redis, database, in order) and `close()`,
 * which stops at once as a killed process would: open requests are cut, not drained (a second
 * call waits for the first).
 * @example const { url, close } = await startWalletFrame({ port: 0 })
 */
export type RunningWalletFrame = ServiceHandle

/**
 * Refuses an unsafe production config (every problem at once, see
 * `walletFrameProductionProblems`) and listening beyond loopback without `publicUrl`, then opens
 * the database (SQLite, or PostgreSQL with `database`; migrated), Redis for shared rate limits
 * (with `redis`), the secrets and the dev KMS key (created under `dataDir` on first start),
 * bundles the frame page, sweeps ended logins and sessions every 10 minutes, and serves the app
 * on `host:port` (0 picks a free port). `/health/ready` checks the database and Redis. Takes a
 * parsed config or the raw input (defaults applied), so a test or the e2e set-up starts one in
 * a line.
 * @example
 * const frame = await startWalletFrame({ port: 0, dataDir, gatewayUrl, smtp: { port: 1025 }, allowLoopbackOrigins: true })
 */
export async function startWalletFrame(
  input: WalletFrameConfig | WalletFrameConfigInput = {},
  options: { logger?: Logger; clock?: Clock; metrics?: Metrics } = {},
): Promise<RunningWalletFrame> {
  const config = walletFrameConfigSchema.parse(input)
  const problems = walletFrameProductionProblems(config)
  if (problems.length > 0) throw new ConfigError(problems)
  assertPublicUrl(config)
  const logger = options.logger ?? silentLogger
  const clock = options.clock ?? systemClock
  const metrics = options.metrics ?? createMetrics({ service: 'wallet-frame' })
  const paths = walletFramePaths(config)
  const secrets = loadServiceSecrets(paths.secretsPath)
  const kms = createKmsFromConfig(config.kms, config.dataDir)
  const { db, pool } = await openWalletFrameDb({ dbPath: paths.dbPath, database: config.database })
  if (pool) observePgPool(metrics, pool)
  // Several nodes count every client's requests in the same buckets when Redis is configured.
  const redis = config.redis ? new Redis(config.redis.url, { lazyConnect: true }) : undefined
  const mailer = createMailer(config.smtp)
  const prebuilt = prebuiltFrameAssets()
  const assets = prebuilt ? Promise.resolve(prebuilt) : buildFrameAssets()
  try {
    await redis?.connect()
    // Fail start-up, not the first visitor, when the frame does not bundle.
    await assets
  } catch (error) {
    redis?.disconnect()
    mailer.close()
    await db.destroy()
    throw error
  }
  const keyPrefix = config.redis?.keyPrefix ?? ''
  const limiters: RateLimiterSource | undefined =
    redis &&
    ((name, bucket) =>
      createRedisRateLimiter({ redis, prefix: `${keyPrefix}rate:${name}:`, clock, ...bucket }))
  const health = createHealth({
    checks: {
      database: () => pingDatabase(db as Kysely<unknown>),
      ...(redis && { redis: () => redis.ping() }),
    },
  })
  // Known once the port is bound (port 0); no request is served before then.
  let url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`
  const app = createApp({
    config,
    db,
    clock,
    secrets,
    kms,
    mailer,
    assets: () => assets,
    logger,
    metrics,
    health,
    listenUrl: () => url,
    ...(limiters && { limiters }),
  })

  const listening = await listenHttp(app, config)
  const { server } = listening
  url = listening.url
  const sweep = () =>
    sweepExpired(db, clock).catch((error: unknown) =>
      logger.warn('sweeping expired rows failed', { error }),
    )
  const sweeper = setInterval(sweep, 10 * 60_000)
  sweeper.unref()
  const { port } = listening
  const after: ShutdownStep[] = [
    { name: 'sweeper', run: () => clearInterval(sweeper) },
    { name: 'mailer', run: () => mailer.close() },
    ...(redis ? [{ name: 'redis', run: () => redis.quit() }] : []),
    { name: 'database', run: () => db.destroy() },
  ]
  let closing: Promise<void> | undefined
  return {
    url,
    port,
    health,
    metrics,
    steps: [
      // In-flight requests finish (within 5 s; a device wait holds up to deviceWaitMs and is cut
      // then, the frame asks again); idle keep-alive sockets close at once.
      { name: 'http', run: () => closeHttpServer(server, { drainMs: 5_000 }) },
      ...after,
    ],
    // Once: a test that killed a node closes it again when it ends.
    close: () => {
      closing ??= (async () => {
        health.beginShutdown()
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          if ('closeAllConnections' in server) server.closeAllConnections()
        })
        for (const step of after) await step.run()
      })()
      return closing
    },
  }
}
