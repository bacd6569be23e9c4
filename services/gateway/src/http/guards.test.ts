import { apiErrorSchema } from '@portico/common/schemas/api'
import { afterEach, describe, expect, it } from 'vitest'
import { createManualClock } from '../test/createManualClock'
import { createTestGateway } from '../test/createTestGateway'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOLANA = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
let close: (() => Promise<void>) | undefined
afterEach(async () => close?.())

async function gateway(options: Parameters<typeof createTestGateway>[1] = {}) {
  const created = await createTestGateway(
    {
      chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:9/' }],
      projects: [
        {
          projectId: 'demo',
          allowedOrigins: ['https://*.example.com', 'app.portico.dev'],
          features: [{ id: 'swap', isEnabled: false, config: null }],
        },
        { projectId: 'open', analyticsEnabled: false },
      ],
      analytics: { capacity: 2, refillPerSecond: 1 },
      bodyLimitBytes: 1024,
    },
    options,
  )
  close = created.close
  return created
}

async function expectError(res: Response, status: number, code: string, message?: string) {
  expect(res.status).toBe(status)
  const body = apiErrorSchema.parse(await res.json())
  expect(body.code).toBe(code)
  if (message) expect(body.message).toBe(message)
  return body
}

describe('project id and origin', () => {
  it("rejects a missing or unknown project id with 'Unauthorized: invalid key'", async () => {
    const { app } = await gateway()
    await expectError(
      await app.request('/v1/supported-chains'),
      403,
      'UNAUTHORIZED_INVALID_KEY',
      'Unauthorized: invalid key',
    )
    await expectError(
      await app.request('/getWallets?projectId=nope'),
      403,
      'UNAUTHORIZED_INVALID_KEY',
    )
    expect(
      (await app.request('/v1/supported-chains?projectId=demo&st=appkit&sv=x&unknown=1')).status,
    ).toBe(200)
  })

  it("checks the Origin against the allowlist with wildcards ('Unauthorized: origin not allowed')", async () => {
    const { app } = await gateway()
    const from = (origin: string) =>
      app.request('/v1/supported-chains?projectId=demo', { headers: { Origin: origin } })
    await expectError(
      await from('https://evil.test'),
      403,
      'UNAUTHORIZED_ORIGIN',
      'Unauthorized: origin not allowed',
    )
    await expectError(await from('https://example.com.evil.test'), 403, 'UNAUTHORIZED_ORIGIN')
    for (const origin of [
      'https://shop.example.com',
      'https://app.portico.dev',
      'http://localhost:5173',
      'http://127.0.0.1:5173',
    ]) {
      const res = await from(origin)
      expect(res.status).toBe(200)
      expect(res.headers.get('Access-Control-Allow-Origin')).toBe(origin)
    }
    // An empty allowlist allows every origin.
    expect(
      (
        await app.request('/v1/supported-chains?projectId=open', {
          headers: { Origin: 'https://any.test' },
        })
      ).status,
    ).toBe(200)
  })

  it('reads the project id from the JSON body of a POST', async () => {
    const { app } = await gateway()
    const post = (body: unknown) =>
      app.request('/v1/fungible/price', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'text/plain' },
      })
    expect((await post({ projectId: 'demo', currency: 'usd', addresses: [] })).status).toBe(200)
    await expectError(
      await post({ projectId: 'other', currency: 'usd', addresses: [] }),
      403,
      'UNAUTHORIZED_INVALID_KEY',
    )
  })

  it('answers project settings: origins (without an origin check), analytics, remote features, limits', async () => {
    const { app } = await gateway()
    const origins = await app.request('/projects/v1/origins?projectId=demo&st=appkit&sv=x', {
      headers: { Origin: 'https://evil.test' },
    })
    expect(await origins.json()).toEqual({
      allowedOrigins: ['https://*.example.com', 'app.portico.dev'],
    })
    expect(await (await app.request('/getAnalyticsConfig?projectId=open')).json()).toEqual({
      isAnalyticsEnabled: false,
    })
    expect(await (await app.request('/appkit/v1/config?projectId=open')).json()).toEqual({
      features: null,
    })
    expect(await (await app.request('/appkit/v1/config?projectId=demo')).json()).toEqual({
      features: [{ id: 'swap', isEnabled: false, config: null }],
    })
    expect(await (await app.request('/appkit/v1/project-limits?projectId=demo')).json()).toEqual({
      planLimits: { tier: 'self-hosted', isAboveMauLimit: false, isAboveRpcLimit: false },
    })
  })

  it('lets everyone in when no projects are configured', async () => {
    const created = await createTestGateway({})
    close = created.close
    const res = await created.app.request('/v1/supported-chains', {
      headers: { Origin: 'https://any.test' },
    })
    expect(res.status).toBe(200)
    const origins = await created.app.request('/projects/v1/origins')
    expect(await origins.json()).toEqual({
      allowedOrigins: [],
    })
  })

  it('serves images to anyone, with no project id', async () => {
    const { app } = await gateway()
    const res = await app.request('/public/getTokenImage/ETH')
    expect(res.status).toBe(200)
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*')
  })
})

describe('CORS', () => {
  it('answers the preflight of a GET with Content-Type: application/json', async () => {
    const { app } = await gateway()
    const res = await app.request('/v1/convert/gas-price?chainId=eip155:31337&projectId=demo', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://shop.example.com',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'content-type',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('https://shop.example.com')
    expect(res.headers.get('Access-Control-Allow-Headers')).toBe('content-type')
    expect(res.headers.get('Access-Control-Allow-Methods')).toContain('GET')
  })

  it('refuses the preflight of a disallowed origin', async () => {
    const { app } = await gateway()
    const res = await app.request('/v1/supported-chains?projectId=demo', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.test', 'Access-Control-Request-Method': 'GET' },
    })
    await expectError(res, 403, 'UNAUTHORIZED_ORIGIN')
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull()
  })
})

describe('validation', () => {
  it.each([
    [
      `/v1/account/0x123/balance?projectId=demo&currency=usd&chainId=eip155:31337`,
      "Invalid path parameter 'address'",
    ],
    [
      `/v1/account/${ADDRESS}/balance?projectId=demo&chainId=31337`,
      "Invalid query parameter 'chainId'",
    ],
    [
      `/v1/account/${ADDRESS}/balance?projectId=demo&currency=eur`,
      "Invalid query parameter 'currency'",
    ],
    [
      `/v1/account/${ADDRESS}/balance?projectId=demo&forceUpdate=maybe`,
      "Invalid query parameter 'forceUpdate'",
    ],
    [
      `/v1/account/${SOLANA}/balance?projectId=demo&chainId=eip155:31337`,
      "Invalid path parameter 'address'",
    ],
    [
      `/v1/account/${ADDRESS}/history?projectId=demo&cursor=bogus`,
      "Invalid query parameter 'cursor'",
    ],
    [
      `/v1/account/eip155:1:${ADDRESS}/history?projectId=demo&chainId=eip155:31337`,
      "Invalid path parameter 'address'",
    ],
    [`/v1/identity/not-an-address?projectId=demo`, "Invalid path parameter 'address'"],
    [`/getWallets?projectId=demo&entries=500`, "Invalid query parameter 'entries'"],
  ])('rejects %s', async (path, message) => {
    const { app } = await gateway()
    const body = await expectError(await app.request(path), 400, 'INVALID_PARAMS')
    expect(body.message).toContain(message)
  })

  it('accepts a Solana address on a Solana chain it does not serve, with empty results', async () => {
    const { app } = await gateway()
    const res = await app.request(
      `/v1/account/${SOLANA}/balance?projectId=demo&chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`,
    )
    expect(await res.json()).toEqual({ balances: [] })
  })

  it('rejects bodies that are too large or not JSON', async () => {
    const { app } = await gateway()
    const big = JSON.stringify({ projectId: 'demo', addresses: [], pad: 'x'.repeat(2048) })
    await expectError(
      await app.request('/v1/fungible/price', { method: 'POST', body: big }),
      413,
      'PAYLOAD_TOO_LARGE',
    )
    await expectError(
      await app.request('/v1/fungible/price?projectId=demo', { method: 'POST', body: '{nope' }),
      400,
      'INVALID_JSON',
    )
    await expectError(
      await app.request('/v1/fungible/price?projectId=demo', {
        method: 'POST',
        body: JSON.stringify({ addresses: ['eip155:1'] }),
      }),
      400,
      'INVALID_PARAMS',
    )
  })

  it('answers 503 when the chain RPC is down, 501 for pending features and 404 elsewhere', async () => {
    const { app } = await gateway()
    await expectError(
      await app.request(`/v1/account/${ADDRESS}/balance?projectId=demo&chainId=eip155:31337`),
      503,
      'UPSTREAM_UNAVAILABLE',
    )
    for (const [method, path] of [
      ['GET', '/v1/convert/tokens?chainId=eip155:31337'],
      ['POST', '/v1/convert/build-transaction'],
      ['GET', '/v1/onramp/options'],
      ['POST', '/v1/onramp/quote'],
      ['POST', '/v1/generators/onrampurl'],
      ['GET', '/v1/profile/account/alice.portico.id?apiVersion=2'],
      ['GET', `/v1/sessions/eip155:1:${ADDRESS}`],
      ['POST', `/v1/sessions/${ADDRESS}/revoke`],
    ] as const) {
      const res = await app.request(`${path}${path.includes('?') ? '&' : '?'}projectId=demo`, {
        method,
        body: method === 'POST' ? '{}' : null,
      })
      const body = await expectError(res, 501, 'NOT_IMPLEMENTED')
      expect(body.message).toMatch(/^Not implemented: /)
    }
    await expectError(await app.request('/nothing-here?projectId=demo'), 404, 'NOT_FOUND')
  })
})

describe('analytics intake', () => {
  it('stores events from /e and /batch, JSON sent as text/plain', async () => {
    const { app, db } = await gateway()
    const event = {
      eventId: 'e1',
      url: 'http://localhost',
      domain: 'localhost',
      timestamp: 1,
      props: { type: 'error', event: 'ERROR', errorMessage: 'boom' },
    }
    const one = await app.request('/e?projectId=demo&st=appkit&sv=x', {
      method: 'POST',
      body: JSON.stringify(event),
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    })
    expect(one.status).toBe(202)
    expect(await one.json()).toEqual({ accepted: 1 })
    const batch = await app.request('/batch?projectId=demo', {
      method: 'POST',
      body: JSON.stringify([{ ...event, eventId: 'e2' }, { eventId: 'e3' }]),
    })
    expect(await batch.json()).toEqual({ accepted: 2 })
    // A third call from the same client and project would hit the test's bucket of two.
    const wrapped = await app.request('/batch?projectId=open', {
      method: 'POST',
      body: JSON.stringify({ events: [{ eventId: 'e4' }] }),
    })
    expect(await wrapped.json()).toEqual({ accepted: 1 })
    const rows = await db
      .selectFrom('analytics_events')
      .select(['event_id', 'project_id', 'event_name'])
      .orderBy('event_id')
      .execute()
    expect(rows).toEqual([
      { event_id: 'e1', project_id: 'demo', event_name: 'ERROR' },
      { event_id: 'e2', project_id: 'demo', event_name: 'ERROR' },
      { event_id: 'e3', project_id: 'demo', event_name: null },
      { event_id: 'e4', project_id: 'open', event_name: null },
    ])
  })

  it('rate limits per IP and project with a token bucket that refills over time', async () => {
    const clock = createManualClock()
    let ip = '10.0.0.1'
    const { app } = await gateway({ clock, clientIp: () => ip })
    const send = (project = 'demo') =>
      app.request(`/e?projectId=${project}`, { method: 'POST', body: '{"eventId":"x"}' })
    expect((await send()).status).toBe(202)
    expect((await send()).status).toBe(202)
    const limited = await send()
    await expectError(limited, 429, 'RATE_LIMITED')
    expect(limited.headers.get('Retry-After')).toBe('1')
    expect((await send('open')).status).toBe(202)
    ip = '10.0.0.2'
    expect((await send()).status).toBe(202)
    ip = '10.0.0.1'
    clock.advance(1000)
    expect((await send()).status).toBe(202)
    expect((await send()).status).toBe(429)
  })
})
