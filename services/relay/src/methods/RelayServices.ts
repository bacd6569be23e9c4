import type { RelayBus } from '../cluster/RelayBus'
import type { RelayConfig } from '../config/RelayConfig'
import type { RelayConnection } from '../connection/RelayConnection'
import type { Deliverer } from '../delivery/createDeliverer'
import type { Clock } from '../deps/Clock'
import type { RelayLogger } from '../deps/RelayLogger'
import type { TopicHub } from '../hub/createTopicHub'
import type { DiskGuard } from '../quota/createDiskGuard'
import type { StorageLedger } from '../quota/StorageLedger'
import type { RelayStore } from '../store/RelayStore'

/**
 * Everything a relay method may use; one per relay instance.
 * @example
 * const services: RelayServices = { config, clock, logger, store, hub, deliverer, ledger, disk }
 */
export type RelayServices = {
  config: RelayConfig
  clock: Clock
  logger: RelayLogger
  store: RelayStore
  hub: TopicHub
  deliverer: Deliverer
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
