import type { RelayConfig } from '../config/RelayConfig'
import { createRelay } from '../createRelay'
import type { Clock } from '../deps/Clock'
import type { RelayLogger } from '../deps/RelayLogger'
import { createSqliteStore } from '../store/createSqliteStore'
import type { RelayStore } from '../store/RelayStore'

/**
 * A logger that drops everything, for tests.
 * @example
 * createRelay({ clock, store, logger: quietLogger })
 */
export const quietLogger: RelayLogger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
}

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
    logger?: RelayLogger
  } = {},
) {
  const store: RelayStore = await createSqliteStore({ path: options.dbPath ?? ':memory:' })
  const relay = createRelay({
    clock: options.clock ?? { now: () => Date.now() },
    store,
    logger: options.logger ?? quietLogger,
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
