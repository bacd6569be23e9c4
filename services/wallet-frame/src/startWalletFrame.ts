import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { Redis } from 'ioredis'
import { assertPublicUrl } from './config/assertPublicUrl'
import { type Clock, systemClock } from './config/Clock'
import { type Logger, silentLogger } from './config/Logger'
import { loadServiceSecrets } from './config/loadServiceSecrets'
import {
  type WalletFrameConfig,
  type WalletFrameConfigInput,
  walletFrameConfigSchema,
} from './config/walletFrameConfigSchema'
import { createApp } from './createApp'
import { openWalletFrameDb } from './db/openWalletFrameDb'
import { createRedisRateLimiter } from './http/createRedisRateLimiter'
import type { RateLimiters } from './http/RateLimiter'
import { createKmsFromConfig } from './kms/createKmsFromConfig'
import { createMailer } from './mail/createMailer'
import { sweepExpired } from './maintenance/sweepExpired'
import { buildFrameAssets } from './page/buildFrameAssets'
import { prebuiltFrameAssets } from './page/prebuiltFrameAssets'

/**
 * A running wallet-frame service: its URL (the frame's origin) and a way to stop it.
 * @example const { url, close } = await startWalletFrame({ port: 0 })
 */
export type RunningWalletFrame = { url: string; port: number; close: () => Promise<void> }

/**
 * Refuses to listen beyond loopback without `publicUrl`, then opens the database (SQLite, or
 * PostgreSQL with `database`; migrated), Redis for shared rate limits (with `redis`), the secrets
 * and the dev KMS key (created under `dataDir` on first start), bundles the frame page, sweeps
 * ended logins and sessions every 10 minutes, and serves the app on `host:port` (0 picks a free
 * port). Takes a parsed config or the raw input (defaults applied), so a test or the e2e set-up
 * starts one in a line. `close()` stops at once: open requests are cut, not drained.
 * @example
 * const frame = await startWalletFrame({ port: 0, dataDir, gatewayUrl, smtp: { port: 1025 }, allowLoopbackOrigins: true })
 */
export async function startWalletFrame(
  input: WalletFrameConfig | WalletFrameConfigInput = {},
  options: { logger?: Logger; clock?: Clock } = {},
): Promise<RunningWalletFrame> {
  const config = walletFrameConfigSchema.parse(input)
  assertPublicUrl(config)
  const logger = options.logger ?? silentLogger
  const clock = options.clock ?? systemClock
  const dbPath = config.dbPath ?? join(config.dataDir, 'wallet-frame.sqlite')
  const secrets = loadServiceSecrets(config.secretsPath ?? join(config.dataDir, 'secrets.json'))
  const kms = createKmsFromConfig(config.kms, config.dataDir, { production: config.production })
  const { db } = await openWalletFrameDb({ dbPath, database: config.database })
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
  const limiters: RateLimiters | undefined =
    redis &&
    ((name, bucket) =>
      createRedisRateLimiter({ redis, prefix: `${keyPrefix}rate:${name}:`, clock, ...bucket }))
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
    listenUrl: () => url,
    ...(limiters && { limiters }),
  })

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, () =>
      resolve(s),
    )
    s.once('error', reject)
  })
  const sweep = () =>
    sweepExpired(db, clock).catch((error: unknown) =>
      logger.warn('sweeping expired rows failed', error),
    )
  const sweeper = setInterval(sweep, 10 * 60_000)
  sweeper.unref()
  const { port } = server.address() as AddressInfo
  url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`
  return {
    url,
    port,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        if ('closeAllConnections' in server) server.closeAllConnections()
      })
      clearInterval(sweeper)
      mailer.close()
      redis?.disconnect()
      await db.destroy()
    },
  }
}
