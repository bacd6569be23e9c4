import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Redis } from 'ioredis'
import { createChainClients } from './blockchain/createChainClients'
import { toGatewayChains } from './blockchain/GatewayChain'
import { loadWalletCatalogue } from './catalogue/loadWalletCatalogue'
import { withTestWallet } from './catalogue/withTestWallet'
import { assertPublicUrl } from './config/assertPublicUrl'
import { type Clock, systemClock } from './config/Clock'
import type { GatewayConfig } from './config/gatewayConfigSchema'
import { type Logger, silentLogger } from './config/Logger'
import { createApp } from './createApp'
import { openGatewayDb } from './db/openGatewayDb'
import { createIndexer } from './indexer/createIndexer'
import { createPostgresLeaderLock } from './indexer/createPostgresLeaderLock'
import { localLeaderLock } from './indexer/LeaderLock'
import { runIndexerLeadership } from './indexer/runIndexerLeadership'
import { createSweeper } from './maintenance/createSweeper'
import { createRedisShared } from './shared/createRedisShared'

/**
 * A running gateway: its URL and a way to stop server, indexer and database in order.
 * @example const { url, close } = await startGateway(config)
 */
export type RunningGateway = { url: string; port: number; close: () => Promise<void> }

/**
 * Refuses to listen beyond loopback without `publicUrl`, then opens the database (migrated),
 * loads the wallet catalogue, starts the indexer (unless disabled) and the sweeper of expired
 * rows, and serves the app on `config.host:config.port` (0 picks a free port).
 * @example
 * const gateway = await startGateway(loadConfig(process.env), { logger: console })
 */
export async function startGateway(
  config: GatewayConfig,
  options: { logger?: Logger; clock?: Clock } = {},
): Promise<RunningGateway> {
  assertPublicUrl(config)
  const logger = options.logger ?? silentLogger
  const clock = options.clock ?? systemClock
  const { db } = await openGatewayDb(config)
  const chainClients = createChainClients(config.chains)
  const catalogue = withTestWallet(
    loadWalletCatalogue(config.catalogue.path),
    config.catalogue.testWalletUrl,
  )
  // Several nodes share their limits and balance cache through Redis when it is configured.
  const redis = config.redis ? new Redis(config.redis.url, { lazyConnect: true }) : undefined
  await redis?.connect()
  const shared =
    redis && config.redis
      ? createRedisShared({ redis, keyPrefix: config.redis.keyPrefix, clock })
      : undefined
  const app = createApp({
    config,
    db,
    clock,
    chainClients,
    catalogue,
    logger,
    ...(shared ? { shared } : {}),
  })
  const indexer = createIndexer({
    db,
    chains: toGatewayChains(config.chains, chainClients),
    clock,
    logger,
    pollIntervalMs: config.indexer.pollIntervalMs,
    batchSize: config.indexer.batchSize,
    maxCallsInFlight: config.indexer.maxCallsInFlight,
  })
  // One indexer per database: on Postgres the node holding the advisory lock runs it.
  const leadership = config.indexer.enabled
    ? runIndexerLeadership({
        lock: config.database
          ? createPostgresLeaderLock({ url: config.database.url, schema: config.database.schema })
          : localLeaderLock(),
        indexer,
        intervalMs: config.indexer.leaderCheckMs,
        logger,
      })
    : undefined
  const sweeper = createSweeper({ db, clock, config, logger })
  sweeper.start()

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, () =>
      resolve(s),
    )
    s.once('error', reject)
  })
  const { port } = server.address() as AddressInfo
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`
  return {
    url,
    port,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        // Keep-alive sockets would otherwise hold close() open until they time out.
        if ('closeAllConnections' in server) server.closeAllConnections()
      })
      await (leadership ? leadership.stop() : indexer.stop())
      await sweeper.stop()
      await db.destroy()
      await redis?.quit()
    },
  }
}
