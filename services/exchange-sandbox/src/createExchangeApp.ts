import { clientAddressKey } from '@portico/common'
import {
  createBodyLimit,
  createHealth,
  createMemoryRateLimiter,
  createMetrics,
  mountServiceRoutes,
  rateLimit,
  silentLogger,
  socketAddress,
} from '@portico/server'
import { type Context, Hono } from 'hono'
import { apiClientOf } from './api/apiClientOf'
import { ExchangeApiError } from './api/ExchangeApiError'
import { sessionApi } from './api/sessionApi'
import { exchangeRateLimitsSchema } from './config/exchangeConfigSchema'
import type { ExchangeAppDeps } from './ExchangeAppDeps'
import { exchangeIconSvg } from './page/exchangeIconSvg'
import { exchangePageCss } from './page/exchangePageCss'
import { payPages } from './page/payPages'

const MAX_API_BODY = 16 * 1024
const MAX_FORM_BODY = 8 * 1024
const CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ')

/**
 * The sandbox exchange's web app: the API sites call with an API key (`/v1/sessions`,
 * `/v1/assets`), the hosted payment page (`/pay/:id`), its stylesheet and icon (`/icon.svg`,
 * the `imageUrl` gateways list it with), `GET /health`, and the foundation's `/metrics`,
 * `/health/live`, `/health/ready`. Every answer carries a CSP that allows no script and no
 * framing; bodies are limited (16 KiB JSON, 8 KiB forms: 413 above); API calls, sign-ins and
 * confirmations are rate-limited per client (429).
 * @example
 * const app = createExchangeApp({ apiKeys, assets, accounts, store, payouts, now: () => Date.now() })
 */
export function createExchangeApp(deps: ExchangeAppDeps) {
  const app = new Hono()
  const metrics =
    deps.metrics ?? createMetrics({ service: 'exchange-sandbox', processMetrics: false })
  mountServiceRoutes(app, {
    logger: deps.logger ?? silentLogger,
    metrics,
    health: deps.health ?? createHealth({}),
    metricsToken: deps.metricsToken,
  })
  const limits = deps.rateLimits ?? exchangeRateLimitsSchema.parse({})
  const clock = { now: deps.now }
  const publicUrl = deps.publicUrl?.replace(/\/+$/, '')
  const origin = (url: string) => (publicUrl ? new URL(publicUrl).origin : new URL(url).origin)
  const baseUrl = (url: string) => publicUrl ?? new URL(url).origin
  const tooLarge = (c: Context) =>
    c.json(
      { code: 'PAYLOAD_TOO_LARGE', message: `The body is larger than ${MAX_API_BODY} bytes` },
      413,
    )
  // The sandbox is reached directly, not through a proxy: the TCP peer, IPv6 by its /64; API
  // calls count per key (a gateway calls for all its visitors from one address).
  const peer = (c: Context) => clientAddressKey(socketAddress(c))
  const limited = (name: keyof typeof limits, key: (c: Context) => string) =>
    rateLimit({
      name,
      limiter: createMemoryRateLimiter({
        capacity: limits[name].burst,
        refillPerSecond: limits[name].perMinute / 60,
        clock,
      }),
      key,
      metrics,
      refuse: (c, wait) => {
        c.header('retry-after', String(wait))
        return c.json(
          { code: 'RATE_LIMITED', message: 'Too many requests. Wait a minute and try again.' },
          429,
        )
      },
    })
  // Expired sessions are closed when read: the site sees FAILED, the page "expired".
  const current = async (id: string) => {
    const session = await deps.store.getSession(id)
    if (session?.status === 'PENDING' && session.expiresAt <= deps.now()) {
      await deps.store.failed(id, 'The session expired before it was paid', deps.now())
      return deps.store.getSession(id)
    }
    if (session?.status === 'IN_PROGRESS') void deps.payouts.pay(id)
    return session
  }

  app.use('*', async (c, next) => {
    await next()
    c.res.headers.set('content-security-policy', CSP)
    c.res.headers.set('x-frame-options', 'DENY')
    c.res.headers.set('x-content-type-options', 'nosniff')
    // The page's URL names its session: it goes to no other site. Not `no-referrer`: browsers
    // then post forms with `Origin: null`, which the CSRF check refuses.
    c.res.headers.set('referrer-policy', 'same-origin')
  })
  // A known key has its own bucket; anything else counts against the caller's address, so
  // guessing keys is limited like any other call.
  app.use(
    '/v1/*',
    limited('api', (c) => {
      const client = apiClientOf(c.req.header('authorization'), deps.apiKeys)
      return client ? `key:${client}` : `peer:${peer(c)}`
    }),
  )
  app.on('POST', '/v1/*', createBodyLimit({ maxBytes: MAX_API_BODY, refuse: tooLarge }))
  app.on('POST', '/pay/*', createBodyLimit({ maxBytes: MAX_FORM_BODY, refuse: tooLarge }))
  app.use('/pay/:id/sign-in', limited('signIn', peer))
  app.use('/pay/:id/confirm', limited('confirm', peer))

  app.get('/health', (c) => c.json({ ok: true }))
  app.get('/icon.svg', (c) =>
    c.body(exchangeIconSvg, 200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'max-age=3600',
    }),
  )
  app.get('/assets/exchange.css', (c) =>
    c.body(exchangePageCss, 200, {
      'content-type': 'text/css; charset=utf-8',
      'cache-control': 'max-age=3600',
    }),
  )
  app.route('/', sessionApi(deps, { baseUrl, current }))
  app.route('/', payPages(deps, { current, origin }))

  app.notFound((c) => c.json({ code: 'NOT_FOUND', message: 'Not found' }, 404))
  app.onError((error, c) => {
    if (error instanceof ExchangeApiError) {
      return c.json({ code: error.code, message: error.shortMessage }, error.status)
    }
    ;(deps.logger ?? silentLogger).error('request failed', { error })
    return c.json({ code: 'INTERNAL', message: 'The exchange could not answer' }, 500)
  })
  return app
}
