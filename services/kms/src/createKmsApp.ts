import { timingSafeEqual } from 'node:crypto'
import {
  createBodyLimit,
  createHealth,
  createMetrics,
  createSlidingWindowLimiter,
  type Health,
  type Logger,
  type Metrics,
  mountServiceRoutes,
  openInContext,
  sealInContext,
  silentLogger,
} from '@portico/server'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AuditLog } from './createAuditLog'

const contextSchema = z.string().min(1).max(256)
const sealSchema = z.object({ context: contextSchema, plaintext: z.base64().max(1024) })
const unsealSchema = z.object({ context: contextSchema, sealed: z.string().min(1).max(2048) })

// The KMS's ciphertext format; the wallet frame's file KMS writes 'v1'.
const SEAL_PREFIX = 'k1'

const error = (code: string, message: string) => ({ code, message })

/**
 * The KMS's HTTP API, for the wallet frame only (bearer token): `POST /v1/seal { context,
 * plaintext (base64) }` → `{ sealed }` and `POST /v1/unseal { context, sealed }` → `{ plaintext }`,
 * AES-256-GCM under a key that never leaves this process. Every operation is written to the
 * audit log before the answer; unseals are limited in all and per context (429, counted in
 * `portico_rate_limit_refusals_total`). `/metrics` and `/health/*` are the foundation's.
 * @example const app = createKmsApp({ key, token, audit, now: Date.now, limits })
 */
export function createKmsApp(deps: {
  key: Buffer
  token: Buffer
  audit: AuditLog
  now: () => number
  limits: { unsealPerMinute: number; unsealPerContextPerHour: number; bodyLimitBytes: number }
  logger?: Logger
  metrics?: Metrics
  health?: Health
}) {
  const { key, audit, now } = deps
  const expected = Buffer.from(deps.token.toString('hex'))
  const clock = { now }
  const perMinute = createSlidingWindowLimiter({
    limit: deps.limits.unsealPerMinute,
    windowMs: 60_000,
    clock,
  })
  const perContext = createSlidingWindowLimiter({
    limit: deps.limits.unsealPerContextPerHour,
    windowMs: 3_600_000,
    clock,
  })
  const metrics = deps.metrics ?? createMetrics({ service: 'kms', processMetrics: false })
  const app = new Hono()
  // The KMS listens on loopback only: /metrics needs no token.
  mountServiceRoutes(app, {
    logger: deps.logger ?? silentLogger,
    metrics,
    health: deps.health ?? createHealth({}),
  })
  const time = () => new Date(now()).toISOString()

  app.get('/health', (c) => c.json({ ok: true }))
  app.use('/v1/*', async (c, next) => {
    const given = Buffer.from((c.req.header('authorization') ?? '').replace(/^Bearer /, ''))
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return c.json(error('UNAUTHORIZED', 'Unauthorized'), 401)
    return next()
  })
  app.use(
    '/v1/*',
    createBodyLimit({
      maxBytes: deps.limits.bodyLimitBytes,
      refuse: (c) => c.json(error('PAYLOAD_TOO_LARGE', 'Request body is too large'), 413),
    }),
  )
  const read = async <T>(body: Promise<unknown>, schema: z.ZodType<T>) =>
    schema.safeParse(await body.catch(() => undefined))

  app.post('/v1/seal', async (c) => {
    const parsed = await read(c.req.json(), sealSchema)
    if (!parsed.success) return c.json(error('INVALID_PARAMS', 'Invalid request parameters'), 400)
    const { context, plaintext } = parsed.data
    const sealed = sealInContext(key, Buffer.from(plaintext, 'base64'), context, SEAL_PREFIX)
    audit.write({ time: time(), op: 'seal', context, result: 'ok' })
    return c.json({ sealed })
  })

  app.post('/v1/unseal', async (c) => {
    const parsed = await read(c.req.json(), unsealSchema)
    if (!parsed.success) return c.json(error('INVALID_PARAMS', 'Invalid request parameters'), 400)
    const { context, sealed } = parsed.data
    const limiter = !perContext.take(context).allowed
      ? 'unsealPerContext'
      : !perMinute.take('all').allowed
        ? 'unsealPerMinute'
        : undefined
    if (limiter) {
      metrics.rateLimitRefusals.inc({ limiter })
      audit.write({ time: time(), op: 'unseal', context, result: 'rate-limited' })
      c.header('Retry-After', '60')
      return c.json(error('RATE_LIMITED', 'Too many requests'), 429)
    }
    let plaintext: Uint8Array
    try {
      plaintext = openInContext(key, sealed, context, SEAL_PREFIX)
    } catch {
      audit.write({ time: time(), op: 'unseal', context, result: 'refused' })
      return c.json(
        error('INVALID_CIPHERTEXT', 'The ciphertext does not open in this context'),
        400,
      )
    }
    audit.write({ time: time(), op: 'unseal', context, result: 'ok' })
    return c.json({ plaintext: Buffer.from(plaintext).toString('base64') })
  })
  return app
}
