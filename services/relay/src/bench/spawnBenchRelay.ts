import { join } from 'node:path'
import { BENCH_PROJECT_ID } from './connectBenchClient'
import { spawnRelayProcess } from './spawnRelayProcess'

/**
 * A relay process for the benchmark, on a SQLite file in `dir`, or on Redis under `redis.prefix`
 * when `redis` is given: it accepts the bench project only, and its per-address caps are raised
 * since every bench client connects from loopback (one address holding all of them).
 * @example
 * const relay = await spawnBenchRelay(dir, 1_100)
 */
export function spawnBenchRelay(
  dir: string,
  maxConnections: number,
  nodeArgs: string[] = [],
  redis?: { url: string; prefix: string },
) {
  return spawnRelayProcess(
    {
      PORTICO_RELAY_DB: join(dir, 'relay.sqlite'),
      ...(redis
        ? { PORTICO_RELAY_REDIS_URL: redis.url, PORTICO_RELAY_REDIS_PREFIX: redis.prefix }
        : {}),
      PORTICO_RELAY_LOG_LEVEL: 'warn',
      PORTICO_RELAY_PROJECT_IDS: BENCH_PROJECT_ID,
      PORTICO_RELAY_MAX_CONNECTIONS_PER_ADDRESS: String(maxConnections),
      PORTICO_RELAY_QUOTA_ADDRESS_BYTES: String(4 * 1024 ** 3),
      PORTICO_RELAY_MAX_STORED_BYTES: String(4 * 1024 ** 3),
    },
    nodeArgs,
  )
}
