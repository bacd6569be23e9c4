import type { EnvMap } from './EnvMap'

// The settings every service names alike, with their field and `--help` line.
const SHARED = {
  PORT: { path: 'port', kind: 'number', help: 'port to listen on (0: a free one)' },
  HOST: { path: 'host', help: 'address to listen on' },
  DATABASE_URL: { path: 'database.url', help: 'PostgreSQL (several nodes)' },
  REDIS_URL: { path: 'redis.url', help: 'Redis shared by several nodes' },
  METRICS_TOKEN: { path: 'metricsToken', help: 'bearer token of /metrics' },
  LOG_LEVEL: { path: 'logLevel', help: 'debug, info, warn, error or silent' },
} as const satisfies EnvMap

const PRODUCTION = {
  PORTICO_PRODUCTION: { path: 'production', kind: 'boolean', help: 'refuse unsafe settings' },
} as const satisfies EnvMap

/**
 * A setting every service names alike: `<prefix>_PORT` sets `port`, and so on.
 * @example const names: SharedEnvName[] = ['PORT', 'HOST']
 */
export type SharedEnvName = keyof typeof SHARED

/**
 * The variables of the settings `names` a service shares with the others (all of them when
 * `names` is left out), each as `<prefix>_<name>` with the field it sets and its `--help` line,
 * and `PORTICO_PRODUCTION` (production mode, one variable for every service). A service adds its
 * own beside them.
 * @example
 * export const KMS_ENV = {
 *   ...serviceEnv('PORTICO_KMS', ['PORT', 'LOG_LEVEL']),
 *   PORTICO_KMS_DATA_DIR: { path: 'dataDir' },
 * } as const satisfies EnvMap
 */
export function serviceEnv<
  const Prefix extends string,
  const Name extends SharedEnvName = SharedEnvName,
>(
  prefix: Prefix,
  names: readonly Name[] = Object.keys(SHARED) as Name[],
): { readonly [N in Name as `${Prefix}_${N}`]: (typeof SHARED)[N] } & typeof PRODUCTION {
  const shared = Object.fromEntries(names.map((name) => [`${prefix}_${name}`, SHARED[name]]))
  return { ...shared, ...PRODUCTION } as ReturnType<typeof serviceEnv<Prefix, Name>>
}
