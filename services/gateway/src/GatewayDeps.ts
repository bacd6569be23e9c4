import type { Clock, Health, Logger, Metrics } from '@portico/server'
import type { Context } from 'hono'
import type { PublicClient } from 'viem'
import type { CatalogueEntry } from './catalogue/catalogueEntrySchema'
import type { GatewayConfig } from './config/gatewayConfigSchema'
import type { GatewayDb } from './db/Database'
import type { GatewayShared } from './shared/GatewayShared'
import type { FetchFn } from './upstream/createRequestSender'

/**
 * Everything the gateway app needs, injected so tests can pass their own.
 * @example
 * const deps: GatewayDeps = { config, db, clock: systemClock, chainClients, catalogue }
 */
export type GatewayDeps = {
  config: GatewayConfig
  db: GatewayDb
  clock: Clock
  /** One viem public client per configured chain, keyed by CAIP-2 id. */
  chainClients: ReadonlyMap<string, PublicClient>
  /**
   * The chains' provider-grade fetches the chain clients were made with (createUpstreamFetches):
   * the JSON-RPC proxy forwards through them, within the same budget. Plain fetch without them.
   */
  upstreamFetches?: ReadonlyMap<string, FetchFn>
  catalogue: readonly CatalogueEntry[]
  logger?: Logger
  clientIp?: (c: Context) => string
  /** Limits and caches shared by several nodes (Redis); in memory per node without it. */
  shared?: GatewayShared
  /** The service's metrics (served at /metrics); a registry of the app's own without it. */
  metrics?: Metrics
  /** The service's health (`/health/ready` checks the database and Redis unless given). */
  health?: Health
}
