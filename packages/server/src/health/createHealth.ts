import type { Handler } from 'hono'

/**
 * One readiness check: resolves when the dependency answers (a database `select 1`, a Redis
 * `PING`), rejects or hangs when it does not.
 * @example
 * const checks: ReadinessChecks = { database: () => pingDatabase(db) }
 */
export type ReadinessChecks = Record<string, () => Promise<unknown>>

/**
 * A service's health: `live` answers 200 while the process runs; `ready` runs every check
 * (each within `timeoutMs`) and answers 200 `{ ok: true }`, or 503 `{ ok: false, failing }`
 * naming the checks that failed, and 503 `{ ok: false, failing: ['shutdown'] }` once
 * `beginShutdown()` was called, so a load balancer takes the node out before it stops.
 * @example
 * const health = createHealth({ checks: { database: () => pingDatabase(db) } })
 * app.get('/health/ready', health.ready)
 */
export type Health = {
  live: Handler
  ready: Handler
  /** Mark the service as stopping: readiness answers 503 from now on. */
  beginShutdown(): void
  /** Runs the checks; the names of those that failed (or `shutdown`), empty when ready. */
  failing(): Promise<string[]>
}

function withinTimeout(check: () => Promise<unknown>, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs)
    Promise.resolve()
      .then(check)
      .then(
        () => resolve(true),
        () => resolve(false),
      )
      .finally(() => clearTimeout(timer))
  })
}

/**
 * Creates a service's {@link Health} from its readiness checks.
 * @example
 * const health = createHealth({ checks: { database: () => pingDatabase(db), redis: () => redis.ping() } })
 */
export function createHealth(options: {
  checks?: ReadinessChecks | undefined
  timeoutMs?: number | undefined
}): Health {
  const checks = Object.entries(options.checks ?? {})
  const timeoutMs = options.timeoutMs ?? 2_000
  let stopping = false
  const failing = async () => {
    if (stopping) return ['shutdown']
    const results = await Promise.all(checks.map(([, check]) => withinTimeout(check, timeoutMs)))
    return checks.filter((_, i) => !results[i]).map(([name]) => name)
  }
  return {
    live: (c) => c.json({ ok: true }),
    ready: async (c) => {
      const failed = await failing()
      if (failed.length > 0) return c.json({ ok: false, failing: failed }, 503)
      return c.json({ ok: true })
    },
    beginShutdown: () => {
      stopping = true
    },
    failing,
  }
}
