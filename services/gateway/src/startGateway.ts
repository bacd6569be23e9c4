import {
  type Clock,
  closeHttpServer,
  createHealth,
  createMetrics,
  type Logger,
  listenHttp,
  type Metrics,
  observePgPool,
  type ServiceHandle,
  type ShutdownStep,
  silentLogger,
  systemClock,
} from '@portico/server'
import { Redis } from 'ioredis'
import { createChainClients } from './blockchain/createChainClients'
import { toGatewayChains } from './blockchain/GatewayChain'
import { loadWalletCatalogue } from './catalogue/loadWalletCatalogue'
import { withTestWallet } from './catalogue/withTestWallet'
import { assertPublicUrl } from './config/assertPublicUrl'
import type { GatewayConfig } from './config/gatewayConfigSchema'
import { createApp } from './createApp'
import { openGatewayDb } from './db/openGatewayDb'
import { gatewayReadinessChecks } from './http/gatewayReadinessChecks'
import { createIndexer } from './indexer/createIndexer'
import { createPostgresLeaderLock } from './indexer/createPostgresLeaderLock'
import { localLeaderLock } from './indexer/LeaderLock'
import { observeIndexerLag } from './indexer/observeIndexerLag'
import { runIndexerLeadership } from './indexer/runIndexerLeadership'
import { createSweeper } from './maintenance/createSweeper'
import { createSettlementMetrics } from './paymaster/createSettlementMetrics'
import { createSponsorshipSettler } from './paymaster/createSponsorshipSettler'
import type { SponsorshipDatabase } from './paymaster/SponsorshipDatabase'
import { createRedisShared } from './shared/createRedisShared'
import { createUpstreamFetches } from './upstream/createUpstreamFetches'

/**
 * A running gateway: its URL, health and metrics, the steps that stop server, indexer, sweeper,
 * sponsorship settler, database and Redis in order, and `close()`, which marks it not ready and
 * runs them.
 * @example const { url, close } = await startGateway(config)
 */
export type RunningGateway = ServiceHandle

/**
 * Refuses to listen beyond loopback without `publicUrl`, then opens the database (migrated),
 * loads the wallet catalogue, starts the indexer (unless disabled), the sweeper of expired rows
 * and, where a chain has a paymaster, the settler of its sponsorship budgets, and serves the app
 * on `config.host:config.port` (0 picks a free port).
 * @example
 * const gateway = await startGateway(loadConfig(process.env), { logger: console })
 */
export async function startGateway(
  config: GatewayConfig,
  options: { logger?: Logger; clock?: Clock; metrics?: Metrics } = {},
): Promise<RunningGateway> {
  assertPublicUrl(config)
  const logger = options.logger ?? silentLogger
  const clock = options.clock ?? systemClock
  const metrics = options.metrics ?? createMetrics({ service: 'gateway' })
  const { db, pool } = await openGatewayDb(config)
  if (pool) observePgPool(metrics, pool)
  // One provider-grade fetch per chain, for the gateway's own clients and the JSON-RPC proxy.
  const upstreamFetches = createUpstreamFetches(config.chains, { logger, metrics })
  const chainClients = createChainClients(config.chains, { fetches: upstreamFetches })
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
  const health = createHealth({ checks: gatewayReadinessChecks({ db, shared }) })
  const app = createApp({
    config,
    db,
    clock,
    chainClients,
    upstreamFetches,
    catalogue,
    logger,
    metrics,
    health,
    ...(shared ? { shared } : {}),
  })
  const gatewayChains = toGatewayChains(config.chains, chainClients)
  if (config.indexer.enabled) observeIndexerLag({ metrics, db, chains: gatewayChains })
  const indexer = createIndexer({
    db,
    chains: gatewayChains,
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
  // Every node settles: a reservation is closed once whichever node reads its event.
  const paymasterChains = config.chains.filter((chain) => chain.paymaster)
  const settler =
    paymasterChains.length > 0 && config.paymaster.signerKey
      ? createSponsorshipSettler({
          db: db.withTables<SponsorshipDatabase>(),
          chains: paymasterChains,
          clientOf: (caip2) => chainClients.get(caip2),
          metrics: createSettlementMetrics(metrics),
          logger,
          intervalMs: config.paymaster.settleIntervalMs,
        })
      : undefined
  settler?.start()

  const { server, port, url } = await listenHttp(app, config)
  const steps: ShutdownStep[] = [
    // In-flight requests finish (within 5 s); idle keep-alive sockets close at once.
    { name: 'http', run: () => closeHttpServer(server, { drainMs: 5_000 }) },
    { name: 'indexer', run: () => (leadership ? leadership.stop() : indexer.stop()) },
    { name: 'sweeper', run: () => sweeper.stop() },
    ...(settler ? [{ name: 'settler', run: () => settler.stop() }] : []),
    { name: 'database', run: () => db.destroy() },
    ...(redis ? [{ name: 'redis', run: () => redis.quit() }] : []),
  ]
  return {
    url,
    port,
    health,
    metrics,
    steps,
    close: async () => {
      health.beginShutdown()
      for (const step of steps) await step.run()
    },
  }
}
