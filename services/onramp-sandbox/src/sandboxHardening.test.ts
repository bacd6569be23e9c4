import { describe, expect, it } from 'vitest'
import { createSandboxApp } from './createSandboxApp'
import { createDeliverer } from './delivery/createDeliverer'
import { createOrderStore } from './orders/createOrderStore'
import type { SandboxOrder } from './orders/sandboxOrderSchema'
import { signOrder } from './testing/signOrder'
import { testOrder } from './testing/testOrder'

// Abuse of the sandbox checkout through HTTP: floods of links and card attempts, a return link to
// a foreign site, the checkout framed by another page. No delivery happens here, so no chain.

const SECRET = 'shared-secret-of-the-tests'
const DEMO = 'http://127.0.0.1:5173'
const chains = [{ chainId: 31337, name: 'Devnet A', rpcUrl: 'http://127.0.0.1:9', tokens: [] }]
const TREASURY = `0x${'11'.repeat(32)}` as const

function sandbox(options: Partial<Parameters<typeof createSandboxApp>[0]> = {}) {
  let now = new Date('2026-11-24T12:00:00Z')
  const store = createOrderStore(':memory:')
  const deliverer = createDeliverer({ chains, treasuryKey: TREASURY, store })
  const app = createSandboxApp({
    secret: SECRET,
    chains,
    store,
    deliverer,
    now: () => now,
    allowedRedirectOrigins: [DEMO],
    ...options,
  })
  // As @hono/node-server binds it: the TCP peer of the request.
  const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } })
  const get = (path: string, address = '198.51.100.1') => app.request(path, {}, from(address))
  const post = (path: string, fields: Record<string, string>, address = '198.51.100.1') =>
    app.request(path, { method: 'POST', body: new URLSearchParams(fields) }, from(address))
  const order = (extra: Partial<SandboxOrder> = {}) =>
    testOrder({
      address: `0x${'22'.repeat(20)}`,
      amount: '0.01',
      paymentTotal: '25.00',
      expiresAt: now.getTime() + 600_000,
      ...extra,
    })
  const link = (o: SandboxOrder) => `/checkout?order=${signOrder(SECRET, o)}`
  return {
    get,
    post,
    order,
    link,
    store,
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms)
    },
  }
}

describe('on-ramp sandbox limits', () => {
  it('rate-limits checkout links per client address, then lets it go on as tokens refill', async () => {
    const s = sandbox({
      rateLimits: { checkout: { burst: 3, perMinute: 6 }, orders: { burst: 100, perMinute: 100 } },
    })
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) statuses.push((await s.get(s.link(s.order()))).status)
    expect(statuses).toEqual([303, 303, 303, 429, 429])
    const refused = await s.get(s.link(s.order()))
    expect(refused.headers.get('retry-after')).toBe('10')
    expect(await refused.text()).toContain('Too many attempts. Wait a minute and try again.')
    // Another client is not held back; this one gets a token back after 10 s.
    expect((await s.get(s.link(s.order()), '198.51.100.2')).status).toBe(303)
    // Addresses of one IPv6 /64 are one client.
    for (let i = 1; i <= 3; i++) {
      expect((await s.get(s.link(s.order()), `2001:db8:0:1::${i}`)).status).toBe(303)
    }
    expect((await s.get(s.link(s.order()), '2001:db8:0:1::ffff')).status).toBe(429)
    s.advance(10_000)
    expect((await s.get(s.link(s.order()))).status).toBe(303)
  })

  it('rate-limits card and confirm submissions per client address (card testing)', async () => {
    const s = sandbox({
      rateLimits: { checkout: { burst: 100, perMinute: 100 }, orders: { burst: 4, perMinute: 4 } },
    })
    const o = s.order()
    await s.get(s.link(o))
    const card = { number: '4000 0000 0000 0002', expiry: '12/30', cvc: '123' }
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push((await s.post(`/orders/${o.id}/card`, card)).status)
    expect(statuses).toEqual([402, 402, 402, 402])
    expect((await s.post(`/orders/${o.id}/card`, card)).status).toBe(429)
    expect((await s.post(`/orders/${o.id}/confirm`, {})).status).toBe(429)
    // Reading the order is not limited.
    expect((await s.get(`/orders/${o.id}.json`)).status).toBe(200)
    expect((await s.get(`/orders/${o.id}`)).status).toBe(200)
  })

  it('applies default limits when none are configured', async () => {
    const s = sandbox()
    const statuses = new Set<number>()
    for (let i = 0; i < 40; i++) statuses.add((await s.get(s.link(s.order()))).status)
    expect(statuses).toEqual(new Set([303, 429]))
  })

  it('refuses an order whose return link leads outside the allowed origins', async () => {
    const s = sandbox()
    for (const redirectUrl of [
      'https://evil.example/phish',
      'http://127.0.0.1:5174/',
      'https://127.0.0.1:5173/',
    ]) {
      const o = s.order({ redirectUrl })
      const res = await s.get(s.link(o))
      expect(res.status, redirectUrl).toBe(400)
      expect(await res.text()).toContain(
        'This checkout link returns to a site that is not allowed.',
      )
      expect(s.store.get(o.id)).toBeUndefined()
    }
    const allowed = s.order({ redirectUrl: `${DEMO}/buy?step=2` })
    expect((await s.get(s.link(allowed))).status).toBe(303)
    expect(s.store.get(allowed.id)?.redirectUrl).toBe(`${DEMO}/buy?step=2`)
    // Without a configured list no return link is accepted; an order without one still is.
    const strict = sandbox({ allowedRedirectOrigins: [] })
    expect((await strict.get(strict.link(strict.order({ redirectUrl: `${DEMO}/` })))).status).toBe(
      400,
    )
    expect((await strict.get(strict.link(strict.order()))).status).toBe(303)
  })

  it('forbids framing every checkout page', async () => {
    const s = sandbox()
    const o = s.order()
    const pages = [
      await s.get(s.link(o)),
      await s.get(`/orders/${o.id}`),
      await s.post(`/orders/${o.id}/card`, {
        number: '4000 0000 0000 0002',
        expiry: '12/30',
        cvc: '1',
      }),
      await s.get('/checkout?order=forged.link'),
      await s.get('/orders/ffffffffff'),
    ]
    for (const page of pages) {
      expect(page.headers.get('content-security-policy')).toBe("frame-ancestors 'none'")
      expect(page.headers.get('x-frame-options')).toBe('DENY')
    }
  })
})
