import type { RelayLogLevel } from '../deps/RelayLogger'
import type { RelayConfig } from './RelayConfig'

/**
 * Process settings of `server.ts`, read from the environment.
 * @example
 * const settings: RelayEnv = readRelayEnv(process.env, '/repo/services/relay/.data/relay.sqlite')
 */
export type RelayEnv = {
  port: number
  host: string
  dbPath: string
  logLevel: RelayLogLevel
  config: Partial<RelayConfig>
  /** Cluster mode: messages in this Redis (keys under `prefix`) instead of SQLite. */
  redis?: { url: string; prefix: string; staleNodeMs?: number }
}

const LOG_LEVELS: readonly RelayLogLevel[] = ['debug', 'info', 'warn', 'error', 'silent']

type NumericSetting = Exclude<
  {
    [K in keyof RelayConfig]: RelayConfig[K] extends number ? K : never
  }[keyof RelayConfig],
  undefined
>

/**
 * Whole-number settings and the variable each is read from (README: "Run it").
 * @example
 * RELAY_ENV_LIMITS.maxTtlSeconds // 'PORTICO_RELAY_MAX_TTL_SECONDS'
 */
export const RELAY_ENV_LIMITS = {
  maxMessageBytes: 'PORTICO_RELAY_MAX_MESSAGE_BYTES',
  maxTtlSeconds: 'PORTICO_RELAY_MAX_TTL_SECONDS',
  maxStoredBytesPerClient: 'PORTICO_RELAY_QUOTA_CLIENT_BYTES',
  maxStoredBytesPerAddress: 'PORTICO_RELAY_QUOTA_ADDRESS_BYTES',
  maxStoredBytes: 'PORTICO_RELAY_MAX_STORED_BYTES',
  storageReservePercent: 'PORTICO_RELAY_STORAGE_RESERVE_PERCENT',
  minFreeDiskBytes: 'PORTICO_RELAY_MIN_FREE_DISK_BYTES',
  maxConnectionsPerAddress: 'PORTICO_RELAY_MAX_CONNECTIONS_PER_ADDRESS',
  maxConnectionsPerClient: 'PORTICO_RELAY_MAX_CONNECTIONS_PER_CLIENT',
  maxSubscriptionsPerConnection: 'PORTICO_RELAY_MAX_SUBSCRIPTIONS',
  maxJwtLifetimeSeconds: 'PORTICO_RELAY_JWT_MAX_LIFETIME_SECONDS',
} as const satisfies Partial<Record<NumericSetting, string>>

/**
 * Read `PORTICO_RELAY_PORT` (default 8788), `PORTICO_RELAY_HOST` (127.0.0.1),
 * `PORTICO_RELAY_DB` (SQLite file, or ':memory:'), `PORTICO_RELAY_LOG_LEVEL` (info),
 * `PORTICO_RELAY_PROJECT_IDS` and `PORTICO_RELAY_AUDIENCE_HOSTS` (comma lists),
 * `PORTICO_RELAY_TRUST_PROXY` (`true` / `false`), `PORTICO_RELAY_RATE_BURST` and
 * `PORTICO_RELAY_RATE_PER_SECOND` (per-connection limits), `PORTICO_RELAY_REDIS_URL` and
 * `PORTICO_RELAY_REDIS_PREFIX` (cluster mode, default prefix `portico:relay:`),
 * `PORTICO_RELAY_REDIS_NODE_TIMEOUT_MS` (how long a silent node's sockets keep counting) and the limits of
 * {@link RELAY_ENV_LIMITS}. Unset variables keep the defaults of `resolveRelayConfig`. Throws
 * on a malformed value.
 * @example
 * const { port, host, dbPath } = readRelayEnv(process.env, defaultDbPath)
 */
export function readRelayEnv(env: NodeJS.ProcessEnv, defaultDbPath: string): RelayEnv {
  const logLevel = env.PORTICO_RELAY_LOG_LEVEL ?? 'info'
  if (!LOG_LEVELS.includes(logLevel as RelayLogLevel)) {
    throw new Error(`PORTICO_RELAY_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`)
  }
  const config: Partial<RelayConfig> = { projectIds: commaList(env.PORTICO_RELAY_PROJECT_IDS) }
  const audienceHosts = commaList(env.PORTICO_RELAY_AUDIENCE_HOSTS)
  if (audienceHosts.length > 0) config.audienceHosts = audienceHosts
  const trustProxy = optionalBoolean(env, 'PORTICO_RELAY_TRUST_PROXY')
  if (trustProxy !== undefined) config.trustProxy = trustProxy
  for (const [key, name] of Object.entries(RELAY_ENV_LIMITS) as [NumericSetting, string][]) {
    const value = optionalInteger(env, name)
    if (value !== undefined) config[key] = value
  }
  if ((config.storageReservePercent ?? 0) > 100) {
    throw new Error('PORTICO_RELAY_STORAGE_RESERVE_PERCENT must be at most 100')
  }
  const burst = optionalInteger(env, 'PORTICO_RELAY_RATE_BURST')
  const perSecond = optionalInteger(env, 'PORTICO_RELAY_RATE_PER_SECOND')
  if (burst !== undefined || perSecond !== undefined) {
    config.rateLimit = {
      burst: burst ?? 1_000,
      perSecond: perSecond ?? 500,
      closeAfterRejected: 200,
      strikeWindowMs: 10_000,
    }
  }
  const redisUrl = env.PORTICO_RELAY_REDIS_URL?.trim()
  const staleNodeMs = optionalInteger(env, 'PORTICO_RELAY_REDIS_NODE_TIMEOUT_MS')
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) {
    throw new Error('PORTICO_RELAY_REDIS_URL must be a redis:// or rediss:// URL')
  }
  return {
    ...(redisUrl
      ? {
          redis: {
            url: redisUrl,
            prefix: env.PORTICO_RELAY_REDIS_PREFIX || 'portico:relay:',
            ...(staleNodeMs ? { staleNodeMs } : {}),
          },
        }
      : {}),
    port: optionalInteger(env, 'PORTICO_RELAY_PORT') ?? 8788,
    host: env.PORTICO_RELAY_HOST || '127.0.0.1',
    dbPath: env.PORTICO_RELAY_DB || defaultDbPath,
    logLevel: logLevel as RelayLogLevel,
    config,
  }
}

function commaList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

function optionalInteger(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name]
  if (raw === undefined || raw === '') return undefined
  const value = Number(raw)
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number`)
  return value
}

function optionalBoolean(env: NodeJS.ProcessEnv, name: string): boolean | undefined {
  const raw = env[name]?.trim().toLowerCase()
  if (raw === undefined || raw === '') return undefined
  if (raw === 'true' || raw === '1') return true
  if (raw === 'false' || raw === '0') return false
  throw new Error(`${name} must be true or false`)
}
