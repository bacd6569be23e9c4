import { type EnvMap, loadServiceConfig, serviceEnv } from '@portico/server'
import { type RelayServerConfig, relayServerConfigSchema } from './relayServerConfigSchema'

/**
 * The variable naming the relay's JSON config file (`--config FILE` takes precedence).
 * @example
 * process.env[RELAY_CONFIG_ENV] // '/etc/portico/relay.json'
 */
export const RELAY_CONFIG_ENV = 'PORTICO_RELAY_CONFIG'

/**
 * The environment variables of the relay (README: "Run it") and the config field each sets.
 * @example
 * RELAY_ENV.PORTICO_RELAY_MAX_TTL_SECONDS.path // 'limits.maxTtlSeconds'
 */
export const RELAY_ENV = {
  ...serviceEnv('PORTICO_RELAY', ['PORT', 'HOST', 'LOG_LEVEL', 'METRICS_TOKEN']),
  PORTICO_RELAY_DB: { path: 'dbPath', help: "SQLite file, or ':memory:'" },
  PORTICO_RELAY_PROJECT_IDS: { path: 'projectIds', kind: 'list', help: 'comma list' },
  PORTICO_RELAY_AUDIENCE_HOSTS: { path: 'audienceHosts', kind: 'list', help: 'comma list' },
  PORTICO_RELAY_TRUST_PROXY: { path: 'trustProxy', kind: 'boolean' },
  PORTICO_RELAY_MAX_MESSAGE_BYTES: { path: 'limits.maxMessageBytes', kind: 'number' },
  PORTICO_RELAY_MAX_TTL_SECONDS: { path: 'limits.maxTtlSeconds', kind: 'number' },
  PORTICO_RELAY_QUOTA_CLIENT_BYTES: { path: 'limits.maxStoredBytesPerClient', kind: 'number' },
  PORTICO_RELAY_QUOTA_ADDRESS_BYTES: { path: 'limits.maxStoredBytesPerAddress', kind: 'number' },
  PORTICO_RELAY_MAX_STORED_BYTES: { path: 'limits.maxStoredBytes', kind: 'number' },
  PORTICO_RELAY_STORAGE_RESERVE_PERCENT: { path: 'limits.storageReservePercent', kind: 'number' },
  PORTICO_RELAY_MIN_FREE_DISK_BYTES: { path: 'limits.minFreeDiskBytes', kind: 'number' },
  PORTICO_RELAY_MAX_CONNECTIONS_PER_ADDRESS: {
    path: 'limits.maxConnectionsPerAddress',
    kind: 'number',
  },
  PORTICO_RELAY_MAX_CONNECTIONS_PER_CLIENT: {
    path: 'limits.maxConnectionsPerClient',
    kind: 'number',
  },
  PORTICO_RELAY_MAX_SUBSCRIPTIONS: { path: 'limits.maxSubscriptionsPerConnection', kind: 'number' },
  PORTICO_RELAY_JWT_MAX_LIFETIME_SECONDS: { path: 'limits.maxJwtLifetimeSeconds', kind: 'number' },
  PORTICO_RELAY_RATE_BURST: { path: 'limits.rateBurst', kind: 'number' },
  PORTICO_RELAY_RATE_PER_SECOND: { path: 'limits.ratePerSecond', kind: 'number' },
  PORTICO_RELAY_REDIS_URL: { path: 'redis.url', help: 'cluster mode' },
  PORTICO_RELAY_REDIS_PREFIX: { path: 'redis.prefix' },
  PORTICO_RELAY_REDIS_NODE_TIMEOUT_MS: { path: 'redis.staleNodeMs', kind: 'number' },
} as const satisfies EnvMap

/**
 * Reads the relay's configuration: the JSON file (`--config FILE` among `argv`, else
 * `PORTICO_RELAY_CONFIG`), then the variables of {@link RELAY_ENV}; without `dbPath`,
 * `defaultDbPath`. Throws a ConfigError listing every problem.
 * @example
 * const config = loadRelayConfig(process.env, process.argv.slice(2), '/var/lib/portico/relay.sqlite')
 */
export function loadRelayConfig(
  env: Record<string, string | undefined>,
  argv: readonly string[],
  defaultDbPath: string,
): RelayServerConfig & { dbPath: string } {
  const config = loadServiceConfig({
    schema: relayServerConfigSchema,
    env,
    argv,
    fileEnvVar: RELAY_CONFIG_ENV,
    envMap: RELAY_ENV,
  })
  return { ...config, dbPath: config.dbPath ?? defaultDbPath }
}
