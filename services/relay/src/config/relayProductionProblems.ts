import { productionProblems } from '@portico/server'
import type { RelayServerConfig } from './relayServerConfigSchema'

/**
 * What production mode refuses in a relay config, one sentence each: the foundation's rules
 * (`:memory:` store, /metrics without a token beyond loopback) and an open relay (no project
 * ids: any client may store messages here). SQLite is allowed: one node on its own file is a
 * supported deployment; several nodes share Redis. Empty unless `production` is on.
 * @example
 * relayProductionProblems(relayServerConfigSchema.parse({ production: true, dbPath: ':memory:' }))
 */
export function relayProductionProblems(config: RelayServerConfig & { dbPath: string }): string[] {
  if (!config.production) return []
  const problems = productionProblems({
    service: 'relay',
    host: config.host,
    trustProxy: config.trustProxy,
    metricsToken: config.metricsToken,
    sqlite: config.redis ? [] : [{ name: 'dbPath', path: config.dbPath }],
  })
  if (config.projectIds.length === 0) {
    problems.push(
      'projectIds is empty: any client with a self-made key may connect and store messages.',
    )
  }
  return problems
}
