import type { RelayConfig } from '../config/RelayConfig'
import type { RelayConnection } from '../connection/RelayConnection'
import type { Deliverer } from '../delivery/createDeliverer'
import type { Clock } from '../deps/Clock'
import type { RelayLogger } from '../deps/RelayLogger'
import type { TopicHub } from '../hub/createTopicHub'
import type { RelayStore } from '../store/RelayStore'

/**
 * Everything a relay method may use; one per relay instance.
 * @example
 * const services: RelayServices = { config, clock, logger, store, hub, deliverer }
 */
export type RelayServices = {
  config: RelayConfig
  clock: Clock
  logger: RelayLogger
  store: RelayStore
  hub: TopicHub
  deliverer: Deliverer
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
