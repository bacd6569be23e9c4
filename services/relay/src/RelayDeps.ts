import type { Clock, Health, Logger, Metrics } from '@portico/server'
import type { RelayBus } from './cluster/RelayBus'
import type { RelayConfig } from './config/RelayConfig'
import type { QuotaBackend } from './quota/QuotaBackend'
import type { RelayStore } from './store/RelayStore'

/**
 * What a relay is made from. The store is the caller's: `close()` does not close it.
 * @example
 * const deps: RelayDeps = { clock: systemClock, store, logger: createLogger({ service: 'relay' }) }
 */
export type RelayDeps = {
  clock: Clock
  store: RelayStore
  logger: Logger
  config?: Partial<RelayConfig>
  /** The rest of the cluster (several nodes over one shared store); the caller closes it. */
  bus?: RelayBus
  /** Where quotas and connection caps are counted; this process's memory unless given. */
  quotas?: QuotaBackend
  /** The service's metrics (GET /metrics); a registry of the relay's own without it. */
  metrics?: Metrics
  /** The service's health (GET /health/ready); always ready until close() without it. */
  health?: Health
  /** Bearer token that lets a client beyond loopback read GET /metrics. */
  metricsToken?: string
}
