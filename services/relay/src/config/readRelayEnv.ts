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
}

const LOG_LEVELS: readonly RelayLogLevel[] = ['debug', 'info', 'warn', 'error', 'silent']

/**
 * Read `PORTICO_RELAY_PORT` (default 8788), `PORTICO_RELAY_HOST` (127.0.0.1),
 * `PORTICO_RELAY_DB` (SQLite file, or ':memory:'), `PORTICO_RELAY_LOG_LEVEL` (info),
 * `PORTICO_RELAY_PROJECT_IDS` (comma list; empty accepts any), `PORTICO_RELAY_RATE_BURST` and
 * `PORTICO_RELAY_RATE_PER_SECOND` (per-connection limits). Throws on a malformed value.
 * @example
 * const { port, host, dbPath } = readRelayEnv(process.env, defaultDbPath)
 */
export function readRelayEnv(env: NodeJS.ProcessEnv, defaultDbPath: string): RelayEnv {
  const logLevel = env.PORTICO_RELAY_LOG_LEVEL ?? 'info'
  if (!LOG_LEVELS.includes(logLevel as RelayLogLevel)) {
    throw new Error(`PORTICO_RELAY_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`)
  }
  const projectIds = (env.PORTICO_RELAY_PROJECT_IDS ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
  const config: Partial<RelayConfig> = { projectIds }
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
  return {
    port: optionalInteger(env, 'PORTICO_RELAY_PORT') ?? 8788,
    host: env.PORTICO_RELAY_HOST || '127.0.0.1',
    dbPath: env.PORTICO_RELAY_DB || defaultDbPath,
    logLevel: logLevel as RelayLogLevel,
    config,
  }
}

function optionalInteger(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name]
  if (raw === undefined || raw === '') return undefined
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`)
  return value
}
