import type { Metrics } from './createMetrics'

/**
 * What {@link observePgPool} reads of a `pg` pool.
 * @example
 * const pool: PoolCounts = new pg.Pool()
 */
export type PoolCounts = { totalCount: number; idleCount: number; waitingCount: number }

/**
 * Registers `portico_db_pool_clients{state}`: a PostgreSQL pool's connections in use and idle,
 * and the queries waiting for one (a pool too small for the load shows as waiting > 0).
 * @example
 * observePgPool(metrics, pool)
 */
export function observePgPool(metrics: Metrics, pool: PoolCounts): void {
  metrics.gauge({
    name: 'portico_db_pool_clients',
    help: 'PostgreSQL pool: connections in use and idle, and queries waiting for a connection',
    labelNames: ['state'] as const,
    collect: (gauge) => {
      gauge.set({ state: 'in_use' }, pool.totalCount - pool.idleCount)
      gauge.set({ state: 'idle' }, pool.idleCount)
      gauge.set({ state: 'waiting' }, pool.waitingCount)
    },
  })
}
