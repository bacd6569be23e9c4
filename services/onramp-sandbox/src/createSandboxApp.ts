import { clientAddressKey } from '@portico/common'
import {
  createHealth,
  createMemoryRateLimiter,
  createMetrics,
  type Health,
  type Logger,
  type Metrics,
  mountServiceRoutes,
  rateLimit,
  readSignedToken,
  silentLogger,
  socketAddress,
} from '@portico/server'
import { Hono } from 'hono'
import { html } from 'hono/html'
import { z } from 'zod'
import { checkTestCard } from './checkout/checkTestCard'
import { renderCheckoutPage, renderShell } from './checkout/renderCheckoutPage'
import type { Deliverer } from './delivery/createDeliverer'
import type { OrderStore } from './orders/createOrderStore'
import { sandboxOrderSchema } from './orders/sandboxOrderSchema'
import {
  type SandboxChain,
  type SandboxRateLimits,
  sandboxRateLimitsSchema,
} from './sandboxConfigSchema'

type RateLimit = SandboxRateLimits['checkout']

const cardForm = z.object({
  number: z.string().max(40).default(''),
  expiry: z.string().max(10).default(''),
  cvc: z.string().max(8).default(''),
})
const orderId = z.string().regex(/^[0-9a-f]{8,64}$/)

/**
 * The sandbox provider's web app: `/checkout?order=…` takes an order the gateway signed (a
 * forged, altered or expired one is refused) and stores it once; `/orders/:id` walks the visitor
 * through the card (test cards only), the confirmation and the delivery on the devnet;
 * `/orders/:id.json` tells where an order stands. An order whose `redirectUrl` is not on one of
 * `allowedRedirectOrigins` is refused; checkout links and card / confirm submissions are
 * rate-limited per client address (`rateLimits`); no page may be framed. `/metrics`,
 * `/health/live` and `/health/ready` are the server foundation's.
 * @example
 * const app = createSandboxApp({ secret, chains, store, deliverer, now: () => new Date() })
 */
export function createSandboxApp(deps: {
  secret: string
  chains: readonly SandboxChain[]
  store: OrderStore
  deliverer: Deliverer
  now: () => Date
  log?: (line: string) => void
  /** Origins the "Return to the app" link may lead to. Default none. */
  allowedRedirectOrigins?: readonly string[]
  /** Per-client limits; the config schema's defaults when not given. */
  rateLimits?: SandboxRateLimits
  logger?: Logger
  metrics?: Metrics
  health?: Health
  /** Bearer token that lets a client beyond loopback read GET /metrics. */
  metricsToken?: string | undefined
}) {
  const { store } = deps
  const app = new Hono()
  const metrics =
    deps.metrics ?? createMetrics({ service: 'onramp-sandbox', processMetrics: false })
  mountServiceRoutes(app, {
    logger: deps.logger ?? silentLogger,
    metrics,
    health: deps.health ?? createHealth({}),
    metricsToken: deps.metricsToken,
  })
  const redirectOrigins = new Set((deps.allowedRedirectOrigins ?? []).map((o) => new URL(o).origin))
  const limits = deps.rateLimits ?? sandboxRateLimitsSchema.parse({})
  const clock = { now: () => deps.now().getTime() }
  // The sandbox is reached directly, not through a proxy: the TCP peer, IPv6 by its /64.
  const limited = (name: string, limit: RateLimit) =>
    rateLimit({
      name,
      limiter: createMemoryRateLimiter({
        capacity: limit.burst,
        refillPerSecond: limit.perMinute / 60,
        clock,
      }),
      key: (c) => clientAddressKey(socketAddress(c)),
      metrics,
      refuse: (c, wait) => {
        c.header('retry-after', String(wait))
        return c.html(
          problem('Too many requests', 'Too many attempts. Wait a minute and try again.'),
          429,
        )
      },
    })
  const chainName = (chainId: string) =>
    deps.chains.find((chain) => `eip155:${chain.chainId}` === chainId)?.name ?? chainId
  const problem = (title: string, sentence: string) =>
    renderShell(title, html`<h1>${title}</h1><p data-testid="sandbox-problem">${sentence}</p>`)

  // The checkout takes card details: no other site may frame it (clickjacking).
  app.use('*', async (c, next) => {
    await next()
    c.res.headers.set('content-security-policy', "frame-ancestors 'none'")
    c.res.headers.set('x-frame-options', 'DENY')
  })
  app.use('/checkout', limited('checkout', limits.checkout))
  // One bucket for both steps of an order.
  const orderSteps = limited('orders', limits.orders)
  app.use('/orders/:id/card', orderSteps)
  app.use('/orders/:id/confirm', orderSteps)

  app.get('/health', (c) => c.json({ ok: true }))

  app.get('/checkout', (c) => {
    const parsed = sandboxOrderSchema.safeParse(
      readSignedToken(deps.secret, c.req.query('order') ?? ''),
    )
    if (!parsed.success) {
      return c.html(problem('Invalid link', 'This checkout link is not valid.'), 400)
    }
    const order = parsed.data
    if (!store.get(order.id)) {
      if (order.expiresAt <= deps.now().getTime()) {
        return c.html(problem('Expired', 'This order expired. Start again from the app.'), 410)
      }
      if (order.redirectUrl && !redirectOrigins.has(new URL(order.redirectUrl).origin)) {
        return c.html(
          problem('Invalid link', 'This checkout link returns to a site that is not allowed.'),
          400,
        )
      }
      if (!deps.chains.some((chain) => `eip155:${chain.chainId}` === order.chainId)) {
        return c.html(
          problem('Unavailable', `The sandbox does not deliver on ${order.chainId}.`),
          400,
        )
      }
    }
    store.insert(order)
    return c.redirect(`/orders/${order.id}`, 303)
  })

  const find = (id: string) => (orderId.safeParse(id).success ? store.get(id) : undefined)

  app.get('/orders/:file{[0-9a-f]+\\.json}', (c) => {
    const order = find(c.req.param('file').replace(/\.json$/, ''))
    if (!order) return c.json({ message: 'Unknown order' }, 404)
    const { rawTx: _raw, ...shown } = order
    return c.json(shown)
  })

  app.get('/orders/:id', (c) => {
    const order = find(c.req.param('id'))
    if (!order) return c.html(problem('Not found', 'There is no such order.'), 404)
    return c.html(renderCheckoutPage(order, chainName(order.chainId)))
  })

  app.post('/orders/:id/card', async (c) => {
    const order = find(c.req.param('id'))
    if (!order) return c.html(problem('Not found', 'There is no such order.'), 404)
    if (order.status !== 'new') return c.redirect(`/orders/${order.id}`, 303)
    const form = cardForm.parse(await c.req.parseBody())
    const verdict = checkTestCard(form, deps.now())
    if (!verdict.ok) {
      store.declined(order.id, verdict.reason)
      const again = store.get(order.id) ?? order
      return c.html(renderCheckoutPage(again, chainName(order.chainId), verdict.reason), 402)
    }
    store.authorized(order.id, verdict.last4)
    return c.redirect(`/orders/${order.id}`, 303)
  })

  app.post('/orders/:id/confirm', async (c) => {
    const order = find(c.req.param('id'))
    if (!order) return c.html(problem('Not found', 'There is no such order.'), 404)
    try {
      await deps.deliverer.deliver(order.id)
    } catch (error) {
      deps.log?.(`order ${order.id}: delivery failed (${String(error)})`)
      const now = store.get(order.id) ?? order
      const sentence = 'The transfer could not be sent. Try again.'
      return c.html(renderCheckoutPage(now, chainName(order.chainId), sentence), 503)
    }
    return c.redirect(`/orders/${order.id}`, 303)
  })

  return app
}
