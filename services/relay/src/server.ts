import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { openClusterStore } from './cluster/openClusterStore'
import { readRelayEnv } from './config/readRelayEnv'
import { createRelay } from './createRelay'
import { systemClock } from './deps/Clock'
import { createConsoleLogger } from './deps/createConsoleLogger'
import type { RelayLogger } from './deps/RelayLogger'
import { createSqliteStore } from './store/createSqliteStore'

// One node on its own SQLite file (the default).
async function openSqlite(path: string, logger: RelayLogger) {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const store = await createSqliteStore({ path, onError: (message) => logger.error(message) })
  return { store, bus: undefined, quotas: undefined, close: () => store.close() }
}

// Runs the relay on Node: `node --conditions=portico-source --import tsx services/relay/src/server.ts`.
async function main() {
  const settings = readRelayEnv(
    process.env,
    fileURLToPath(new URL('../.data/relay.sqlite', import.meta.url)),
  )
  const logger = createConsoleLogger(settings.logLevel)
  const opened = settings.redis
    ? await openClusterStore({ ...settings.redis, logger })
    : await openSqlite(settings.dbPath, logger)
  const { store } = opened
  const relay = createRelay({
    clock: systemClock,
    store,
    logger,
    config: settings.config,
    ...(opened.bus ? { bus: opened.bus } : {}),
    ...(opened.quotas ? { quotas: opened.quotas } : {}),
  })
  const { url } = await relay.listen({ port: settings.port, host: settings.host })
  // Parsed by the dev stack and the benchmark to learn the bound port.
  process.stdout.write(`relay listening on ${url}\n`)

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info(`Stopping on ${signal}`)
    await relay.close()
    await opened.close()
    process.exitCode = 0
  }
  process.once('SIGINT', () => void stop('SIGINT'))
  process.once('SIGTERM', () => void stop('SIGTERM'))
}

await main()
