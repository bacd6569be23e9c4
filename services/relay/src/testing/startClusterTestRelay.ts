import { silentLogger } from '@portico/server'
import { openClusterStore } from '../cluster/openClusterStore'
import type { RelayConfig } from '../config/RelayConfig'
import { createRelay } from '../createRelay'

/**
 * One in-process relay node of a cluster over Redis (`url`, keys under `prefix`), on an
 * ephemeral loopback port. `stop()` closes the node and its Redis connections.
 * @example
 * const a = await startClusterTestRelay({ url, prefix })
 * const b = await startClusterTestRelay({ url, prefix })
 */
export async function startClusterTestRelay(options: {
  url: string
  prefix: string
  config?: Partial<RelayConfig>
  /** How long a silent node's sockets keep counting (default 30 s). */
  staleNodeMs?: number
}) {
  const cluster = await openClusterStore({ ...options, logger: silentLogger })
  const relay = createRelay({
    clock: { now: () => Date.now() },
    store: cluster.store,
    bus: cluster.bus,
    quotas: cluster.quotas,
    logger: silentLogger,
    config: { audienceHosts: ['127.0.0.1'], ...options.config },
  })
  const { url, port } = await relay.listen({ port: 0 })
  let stopped: Promise<void> | undefined
  return {
    url,
    port,
    relay,
    store: cluster.store,
    /** Close the node and its Redis connections; later calls wait for the first. */
    stop(): Promise<void> {
      stopped ??= relay.close().then(() => cluster.close())
      return stopped
    },
  }
}
