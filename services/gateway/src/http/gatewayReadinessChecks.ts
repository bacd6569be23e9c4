import { pingDatabase, type ReadinessChecks } from '@portico/server'
import type { Kysely } from 'kysely'
import type { GatewayDb } from '../db/Database'
import type { GatewayShared } from '../shared/GatewayShared'

/**
 * What the gateway's `/health/ready` checks: the database, and the shared Redis when several
 * nodes share one, so a node that lost them leaves the load balancer's rotation.
 * @example
 * const health = createHealth({ checks: gatewayReadinessChecks({ db, shared }) })
 */
export function gatewayReadinessChecks(deps: {
  db: GatewayDb
  shared?: GatewayShared | undefined
}): ReadinessChecks {
  const { shared } = deps
  return {
    database: () => pingDatabase(deps.db as Kysely<unknown>),
    ...(shared && { redis: () => shared.ping() }),
  }
}
