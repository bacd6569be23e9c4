import { fileURLToPath } from 'node:url'
import {
  createHealth,
  createLogger,
  createMetrics,
  type Logger,
  readPackageVersion,
  type ServiceCli,
  systemClock,
} from '@portico/server'
import { openClusterStore } from './cluster/openClusterStore'
import { loadRelayConfig, RELAY_CONFIG_ENV, RELAY_ENV } from './config/loadRelayConfig'
import { relayProductionProblems } from './config/relayProductionProblems'
import { type RelayServerConfig, relayServerConfigSchema } from './config/relayServerConfigSchema'
import { toRelayConfig } from './config/toRelayConfig'
import { createRelay } from './createRelay'
import { createSqliteStore } from './store/createSqliteStore'

type Config = RelayServerConfig & { dbPath: string }

// One node on its own SQLite file (the default).
async function openSqlite(path: string, logger: Logger) {
  const store = await createSqliteStore({ path, onError: (message) => logger.error(message) })
  return { store, bus: undefined, quotas: undefined, ping: undefined, close: () => store.close() }
}

/**
 * The relay as a program (`cli.ts`, `server.ts`): `--help`, `--version`, `--config FILE`,
 * `--check-config`, JSON logs on stdout, metrics and health on its port, and on SIGTERM an
 * orderly stop (readiness 503, sockets closed with 1012, store closed). Announces
 * `relay listening on ws://…`, which the dev stack and the benchmark wait for.
 * @example
 * await runServiceCli(relayCli())
 */
export function relayCli(): ServiceCli<Config> {
  const defaultDbPath = fileURLToPath(new URL('../.data/relay.sqlite', import.meta.url))
  return {
    name: 'relay',
    version: readPackageVersion(new URL('../package.json', import.meta.url)),
    description: 'WalletConnect-compatible relay of Portico',
    configHelp: {
      fileEnvVar: RELAY_CONFIG_ENV,
      envMap: RELAY_ENV,
      schema: relayServerConfigSchema,
    },
    load: (env, argv) => loadRelayConfig(env, argv, defaultDbPath),
    check: relayProductionProblems,
    start: async (config) => {
      const logger = createLogger({ service: 'relay', level: config.logLevel })
      const metrics = createMetrics({ service: 'relay' })
      const opened = config.redis
        ? await openClusterStore({ ...config.redis, logger })
        : await openSqlite(config.dbPath, logger)
      const { ping } = opened
      const health = createHealth({ checks: ping ? { redis: ping } : {} })
      const relay = createRelay({
        clock: systemClock,
        store: opened.store,
        logger,
        config: toRelayConfig(config),
        metrics,
        health,
        ...(config.metricsToken !== undefined && { metricsToken: config.metricsToken }),
        ...(opened.bus ? { bus: opened.bus } : {}),
        ...(opened.quotas ? { quotas: opened.quotas } : {}),
      })
      const { url } = await relay.listen({ port: config.port, host: config.host })
      return {
        announce: `relay listening on ${url}`,
        logger,
        health,
        steps: [
          { name: 'relay', run: () => relay.close() },
          { name: 'store', run: () => opened.close() },
        ],
      }
    },
  }
}
