import type { Clock, Logger } from '@portico/server'
import type { RelayBus } from '../cluster/RelayBus'
import type { RelayConfig } from '../config/RelayConfig'
import type { RelayConnection } from '../connection/RelayConnection'
import type { Deliverer } from '../delivery/createDeliverer'
import type { TopicHub } from '../hub/createTopicHub'
import type { RelayMetrics } from '../metrics/createRelayMetrics'
import type { DiskGuard } from '../quota/createDiskGuard'
import type { StorageLedger } from '../quota/StorageLedger'
import type { RelayStore } from '../store/RelayStore'

/**
 * Everything a relay method may use; one per relay instance.
 * @example
 * const services: RelayServices = { config, clock, logger, store, hub, deliverer, metrics, ledger, disk }
 */
export type RelayServices = {
  config: RelayConfig
  clock: Clock
  logger: Logger
  store: RelayStore
  hub: TopicHub
  deliverer: Deliverer
  /** The relay's series: published, delivered, refusals. */
  metrics: RelayMetrics
  /** Stored bytes per client id, per address and in total, against the quotas. */
  ledger: StorageLedger
  /** Whether the database's filesystem is under its free-space minimum. */
  disk: DiskGuard
  /** The other nodes of a cluster (Redis); undefined for a single relay. */
  bus?: RelayBus | undefined
}

/**
 * The calling connection, and `defer` for work that must follow the response (pushing stored
 * messages after a subscribe answer).
 * @example
 * call.defer(() => services.deliverer.deliverStored(call.connection, [topic]))
 */
export type MethodCall = {
  connection: RelayConnection
  defer(task: () => Promise<void> | void): void
}
