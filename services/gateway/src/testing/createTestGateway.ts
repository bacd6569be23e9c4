import type { Clock, Logger, Metrics } from '@portico/server'
import { silentLogger } from '@portico/server'
import { createManualClock } from '@portico/test/services/createManualClock'
import type { Context } from 'hono'
import type { PublicClient } from 'viem'
import { createChainClients } from '../blockchain/createChainClients'
import { loadWalletCatalogue } from '../catalogue/loadWalletCatalogue'
import { type GatewayConfigInput, gatewayConfigSchema } from '../config/gatewayConfigSchema'
import { createApp } from '../createApp'
import type { GatewayDb } from '../db/Database'
import { createSweeper } from '../maintenance/createSweeper'
import type { GatewayShared } from '../shared/GatewayShared'
import { createUpstreamFetches } from '../upstream/createUpstreamFetches'
import { createTestDb } from './createTestDb'
import type { GatewayTestDialect } from './gatewayTestDialects'

/**
 * The dialect of tests that name none: SQLite, or `PORTICO_TEST_GATEWAY_DIALECT` (`sqlite` or
 * `postgres`), which runs every app-level gateway test on PostgreSQL at once.
 * @example
 * defaultTestDialect({ PORTICO_TEST_GATEWAY_DIALECT: 'postgres' }) // 'postgres'
 */
export function defaultTestDialect(env: Record<string, string | undefined>): GatewayTestDialect {
  const value = env.PORTICO_TEST_GATEWAY_DIALECT
  if (value === undefined || value === '' || value === 'sqlite') return 'sqlite'
  if (value === 'postgres') return 'postgres'
  throw new Error('PORTICO_TEST_GATEWAY_DIALECT must be sqlite or postgres')
}

/**
 * A gateway app on a fresh database (SQLite in memory unless `dialect` or `db` says otherwise), for `app.request()` tests; `sweep` runs the
 * housekeeping startGateway schedules, on the same database and clock.
 * @example
 * const { app, close } = await createTestGateway({ projects: [{ projectId: 'p' }] })
 */
export async function createTestGateway(
  input: GatewayConfigInput = {},
  options: {
    clock?: Clock
    clientIp?: (c: Context) => string
    dbPath?: string
    /** 'postgres' runs on a throw-away schema of the test server (see createTestDb). */
    dialect?: GatewayTestDialect
    /** An open, migrated database to share (several nodes); the caller closes it. */
    db?: GatewayDb
    /** Instead of clients made from the config's chains (e.g. to watch the RPC traffic). */
    chainClients?: ReadonlyMap<string, PublicClient>
    /** State shared with other nodes (Redis). */
    shared?: GatewayShared
    logger?: Logger
    metrics?: Metrics
  } = {},
) {
  const config = gatewayConfigSchema.parse({ chains: [], ...input })
  const opened = options.db
    ? { db: options.db, close: async () => {} }
    : await createTestDb(options.dialect ?? defaultTestDialect(process.env), {
        ...(options.dbPath ? { sqlitePath: options.dbPath } : {}),
      })
  const { db } = opened
  const clock = options.clock ?? createManualClock()
  // As startGateway: the chain clients and the JSON-RPC proxy share each chain's upstream fetch.
  // Clients a test passes in (to watch their traffic) leave the proxy on plain fetch.
  const upstreamFetches = createUpstreamFetches(config.chains)
  const app = createApp({
    config,
    db,
    clock,
    chainClients:
      options.chainClients ?? createChainClients(config.chains, { fetches: upstreamFetches }),
    ...(options.chainClients ? {} : { upstreamFetches }),
    catalogue: loadWalletCatalogue(),
    ...(options.clientIp ? { clientIp: options.clientIp } : {}),
    ...(options.shared ? { shared: options.shared } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.metrics ? { metrics: options.metrics } : {}),
  })
  const sweeper = createSweeper({ db, clock, config, logger: silentLogger })
  return { app, db, config, clock, sweep: sweeper.sweep, close: opened.close }
}
