import { randomUUID } from 'node:crypto'
import { clientAddressKey } from '@portico/common'
import {
  type AnalyticsEvent,
  analyticsBatchSchema,
  analyticsEventSchema,
} from '@portico/common/schemas/api'
import { type Clock, type Metrics, type RateLimiter, truncateIp } from '@portico/server'
import type { Context } from 'hono'
import { Hono } from 'hono'
import type { GatewayDb } from '../db/Database'
import { GatewayError } from '../errors/GatewayError'
import type { AppEnv } from '../http/AppEnv'
import { gatewayRateLimit } from '../http/gatewayRateLimit'
import { parseInput } from '../http/parseInput'
import { readJsonBody } from '../http/readJsonBody'

/**
 * Analytics intake: POST /e (one event) and POST /batch (a list), stored in SQLite and rate
 * limited per client and validated project (the guard's, never the raw `?projectId`, which a
 * client could vary to get a fresh bucket): each stored event costs a token (a call costs one
 * before its body is read), and a batch of more events than the bucket holds is refused (413). Only the spec's event fields are stored (the schema
 * drops the rest), with the client address cut to its /24 (IPv4) or /48 (IPv6); old events go
 * with the retention sweep.
 * @example
 * app.route('/', createAnalyticsRoutes({ db, clock, limiter, clientIp }))
 */
export function createAnalyticsRoutes(deps: {
  db: GatewayDb
  clock: Clock
  limiter: RateLimiter
  /** The bucket's capacity: the most events one call may carry. */
  maxEventsPerCall: number
  clientIp: (c: Context) => string
  metrics?: Metrics | undefined
}): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const keyOf = (c: Context<AppEnv>) =>
    `${clientAddressKey(deps.clientIp(c))}|${c.get('project')?.projectId ?? ''}`
  // One token before the body is read, so floods of unreadable bodies are limited too.
  const limit = gatewayRateLimit({
    name: 'analytics',
    limiter: deps.limiter,
    key: keyOf,
    metrics: deps.metrics,
  })
  app.use('/e', limit)
  app.use('/batch', limit)

  const store = async (c: Context<AppEnv>, events: AnalyticsEvent[]) => {
    if (events.length > deps.maxEventsPerCall) {
      throw new GatewayError('PAYLOAD_TOO_LARGE', {
        message: `At most ${deps.maxEventsPerCall} events per call`,
      })
    }
    // The call's own token paid for the first event; the others pay one each.
    if (events.length > 1) {
      const decision = await deps.limiter.take(keyOf(c), events.length - 1)
      if (!decision.allowed) {
        deps.metrics?.rateLimitRefusals.inc({ limiter: 'analytics' })
        throw new GatewayError('RATE_LIMITED', {
          headers: { 'Retry-After': String(decision.retryAfterSeconds) },
        })
      }
    }
    if (events.length > 0) {
      const receivedAt = deps.clock.now()
      const clientIp = truncateIp(deps.clientIp(c))
      const projectId = c.get('project')?.projectId ?? null
      await deps.db
        .insertInto('analytics_events')
        .values(
          events.map((event) => ({
            id: randomUUID(),
            project_id: projectId,
            received_at: receivedAt,
            client_ip: clientIp,
            event_id: event.eventId ?? null,
            event_name: event.props?.event ?? null,
            body: JSON.stringify(event),
          })),
        )
        .execute()
    }
    return c.json({ accepted: events.length }, 202)
  }

  app.post('/e', async (c) => {
    const event = parseInput(analyticsEventSchema, await readJsonBody(c), 'body')
    return store(c, [event])
  })
  app.post('/batch', async (c) => {
    const batch = parseInput(analyticsBatchSchema, (await readJsonBody(c)) ?? [], 'body')
    if (Array.isArray(batch)) return store(c, batch)
    if ('events' in batch && Array.isArray(batch.events)) return store(c, batch.events)
    if ('batch' in batch && Array.isArray(batch.batch)) return store(c, batch.batch)
    return store(c, [batch as AnalyticsEvent])
  })
  return app
}
