import { openClusterStore } from '../cluster/openClusterStore'
import type { RelayConfig } from '../config/RelayConfig'
import { createRelay } from '../createRelay'
import { quietLogger } from './startTestRelay'

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
}) {
  const cluster = await openClusterStore({ ...options, logger: quietLogger })
  const relay = createRelay({
    clock: { now: () => Date.now() },
    store: cluster.store,
    bus: cluster.bus,
    logger: quietLogger,
    config: { audienceHosts: ['127.0.0.1'], ...options.config },
  })
  const { url, port } = await relay.listen({ port: 0 })
  return {
    url,
    port,
    relay,
    store: cluster.store,
    async stop() {
      await relay.close()
      await cluster.close()
    },
  }
}
