import { Hono } from 'hono'
import { sql } from 'kysely'
import type { GatewayDb } from '../db/Database'
import type { GatewayShared } from '../shared/GatewayShared'
import type { AppEnv } from './AppEnv'

const CHECK_TIMEOUT_MS = 2_000

function withinTimeout(check: Promise<unknown>): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)
    check.then(
      () => resolve(true),
      () => resolve(false),
    )
    check.finally(() => clearTimeout(timer)).catch(() => {})
  })
}

/**
 * `GET /health/ready` for load balancers: 200 `{ ok: true }` when the database (and the shared
 * Redis, when configured) answer within 2 s, else 503 `{ ok: false, failing: [...] }`, so a
 * node that lost them leaves the rotation. `GET /health` stays a plain liveness answer.
 * @example
 * app.route('/', createReadinessRoute({ db, shared }))
 */
export function createReadinessRoute(deps: { db: GatewayDb; shared?: GatewayShared | undefined }) {
  const app = new Hono<AppEnv>()
  app.get('/health/ready', async (c) => {
    const [database, redis] = await Promise.all([
      withinTimeout(sql`select 1`.execute(deps.db)),
      deps.shared ? withinTimeout(deps.shared.ping()) : Promise.resolve(true),
    ])
    const failing = [...(database ? [] : ['database']), ...(redis ? [] : ['redis'])]
    if (failing.length > 0) return c.json({ ok: false, failing }, 503)
    return c.json({ ok: true })
  })
  return app
}
