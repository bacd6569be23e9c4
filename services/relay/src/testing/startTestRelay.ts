import type { Clock } from '@portico/server'
import { type Logger, silentLogger } from '@portico/server'
import type { RelayConfig } from '../config/RelayConfig'
import { createRelay } from '../createRelay'
import { createSqliteStore } from '../store/createSqliteStore'
import type { RelayStore } from '../store/RelayStore'

/**
 * Start a relay on an ephemeral loopback port with its own SQLite store (a file when `dbPath` is
 * given, else in memory), logging nowhere unless given a logger. `stop()` closes the relay and
 * the store.
 * @example
 * const relay = await startTestRelay({ clock: { now: () => t } })
 */
export async function startTestRelay(
  options: {
    clock?: Clock
    dbPath?: string
    config?: Partial<RelayConfig>
    port?: number
    logger?: Logger
  } = {},
) {
  const store: RelayStore = await createSqliteStore({ path: options.dbPath ?? ':memory:' })
  const relay = createRelay({
    clock: options.clock ?? { now: () => Date.now() },
    store,
    logger: options.logger ?? silentLogger,
    ...(options.config ? { config: options.config } : {}),
  })
  const { url, port } = await relay.listen({ port: options.port ?? 0 })
  return {
    url,
    port,
    relay,
    store,
    async stop() {
      await relay.close()
      await store.close()
    },
  }
}
