import type { Context } from 'hono'
import type { PublicClient } from 'viem'
import { createChainClients } from '../blockchain/createChainClients'
import { loadWalletCatalogue } from '../catalogue/loadWalletCatalogue'
import type { Clock } from '../config/Clock'
import { type GatewayConfigInput, gatewayConfigSchema } from '../config/gatewayConfigSchema'
import { silentLogger } from '../config/Logger'
import { createApp } from '../createApp'
import { createSqliteDb } from '../db/createSqliteDb'
import { migrateToLatest } from '../db/migrateToLatest'
import { createSweeper } from '../maintenance/createSweeper'
import { createManualClock } from './createManualClock'

/**
 * A gateway app on a fresh in-memory database, for `app.request()` tests; `sweep` runs the
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
    /** Instead of clients made from the config's chains (e.g. to watch the RPC traffic). */
    chainClients?: ReadonlyMap<string, PublicClient>
  } = {},
) {
  const config = gatewayConfigSchema.parse({ chains: [], ...input })
  const db = createSqliteDb(options.dbPath ?? ':memory:')
  await migrateToLatest(db)
  const clock = options.clock ?? createManualClock()
  const app = createApp({
    config,
    db,
    clock,
    chainClients: options.chainClients ?? createChainClients(config.chains),
    catalogue: loadWalletCatalogue(),
    ...(options.clientIp ? { clientIp: options.clientIp } : {}),
  })
  const sweeper = createSweeper({ db, clock, config, logger: silentLogger })
  return { app, db, config, clock, sweep: sweeper.sweep, close: () => db.destroy() }
}
