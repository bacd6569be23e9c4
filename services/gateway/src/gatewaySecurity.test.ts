import { type Anvil, startAnvil } from '@portico/test/devnet'
import { createManualClock } from '@portico/test/services/createManualClock'
import { sql } from 'kysely'
import { createPublicClient, http } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type GatewayConfigInput, gatewayConfigSchema } from './config/gatewayConfigSchema'
import { startGateway } from './startGateway'
import { createTestGateway } from './testing/createTestGateway'
import { signInWithSiwx } from './testing/signInWithSiwx'

// Replays of the gateway findings of issue 12 ("Hardening"): each test exploits one finding
// through app.request() of the real createApp(deps), with a real anvil where a chain is needed
// (the publicUrl check goes through startGateway).

const NOW = Date.parse('2026-01-01T00:00:00Z')
const closers: (() => Promise<void>)[] = []
let anvil: Anvil
let chains: GatewayConfigInput['chains']

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  chains = [{ chainId: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl }]
}, 60_000)
afterAll(() => anvil?.stop())
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

async function gateway(
  config: GatewayConfigInput,
  options: Omit<Parameters<typeof createTestGateway>[1] & object, 'clock'> = {},
) {
  const clock = createManualClock(NOW)
  const test = await createTestGateway(config, { clock, ...options })
  closers.push(test.close)
  return { ...test, clock }
}

type App = Awaited<ReturnType<typeof gateway>>['app']

/** Nonce, a message signed by a fresh account for `origin`, and the sign-in request. */
const signIn = (
  app: App,
  args: { origin: string; projectId?: string; chainId?: `eip155:${number}`; nonceProject?: string },
) =>
  signInWithSiwx(app, {
    ...args,
    projectId: args.projectId ?? 'p',
    issuedAt: new Date(NOW).toISOString(),
  })

const bodyOf = async (response: Response) => (await response.json()) as Record<string, unknown>

describe('finding 4: loopback origins are a dev setting, never a sign-in domain', () => {
  const project = { projectId: 'p', allowedOrigins: ['https://app.example.com'] }

  it('refuses a signed localhost:4444 message on a project whose allowlist lacks it', async () => {
    const { app } = await gateway({ chains, projects: [project], allowLoopbackOrigins: true })
    const { nonceStatus, response } = await signIn(app, { origin: 'http://localhost:4444' })
    // The dev setting lets the page call the API (the nonce), never sign in as localhost.
    expect(nonceStatus).toBe(200)
    expect(response.status).toBe(403)
    expect(await bodyOf(response)).toEqual({
      code: 'UNAUTHORIZED_ORIGIN',
      message: 'Unauthorized: origin not allowed',
    })
  })

  it('refuses loopback pages by default, and lets them in with allowLoopbackOrigins', async () => {
    const request = (app: App, origin: string) =>
      app.request('/v1/supported-chains?projectId=p', { headers: { Origin: origin } })
    const strict = await gateway({ chains, projects: [project] })
    for (const origin of ['http://localhost:4444', 'http://127.0.0.1:5173']) {
      const refused = await request(strict.app, origin)
      expect(refused.status).toBe(403)
      expect((await bodyOf(refused)).code).toBe('UNAUTHORIZED_ORIGIN')
    }
    const dev = await gateway({ chains, projects: [project], allowLoopbackOrigins: true })
    expect((await request(dev.app, 'http://localhost:4444')).status).toBe(200)
    expect((await request(dev.app, 'https://evil.example')).status).toBe(403)
  })
})

describe('finding 5: analytics rate limit, forwarded addresses, stored fields and retention', () => {
  const analytics = { capacity: 5, refillPerSecond: 1, retentionDays: 30 }
  const post = (app: App, path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(path, { method: 'POST', body: JSON.stringify(body), headers })

  it('gives one bucket per client whatever ?projectId an open gateway is sent', async () => {
    const { app } = await gateway({ analytics }, { clientIp: () => '198.51.100.7' })
    let accepted = 0
    for (let i = 0; i < 100; i++) {
      const res = await post(app, `/e?projectId=fresh-${i}`, { eventId: `e${i}` })
      if (res.status === 202) accepted++
    }
    expect(accepted).toBe(analytics.capacity)
  })

  it('behind a trusted proxy keys on the hop the proxy appended, not on what the client sent', async () => {
    const { app } = await gateway({ analytics, trustProxy: true })
    let accepted = 0
    for (let i = 0; i < 100; i++) {
      const forged = `10.${i}.0.1, 203.0.113.9`
      const res = await post(app, '/e', { eventId: `e${i}` }, { 'X-Forwarded-For': forged })
      if (res.status === 202) accepted++
    }
    expect(accepted).toBe(analytics.capacity)
  })

  it('stores known event fields only, and client addresses cut to their network', async () => {
    let ip = '203.0.113.77'
    const { app, db } = await gateway({ analytics }, { clientIp: () => ip })
    const event = {
      eventId: 'e1',
      url: 'https://shop.example.com/',
      secret: 'not ours to keep',
      props: { type: 'error', event: 'ERROR', cookie: 'session=abc' },
    }
    expect((await post(app, '/e', event)).status).toBe(202)
    ip = '2001:db8:1234:5678:9abc::1'
    expect((await post(app, '/batch', [{ eventId: 'e2', extra: 1 }])).status).toBe(202)
    const rows = await db
      .selectFrom('analytics_events')
      .select(['event_id', 'client_ip', 'body'])
      .orderBy('event_id')
      .execute()
    expect(rows.map((row) => row.client_ip)).toEqual(['203.0.113.0', '2001:db8:1234::'])
    expect(rows.map((row) => JSON.parse(row.body))).toEqual([
      { eventId: 'e1', url: 'https://shop.example.com/', props: { type: 'error', event: 'ERROR' } },
      { eventId: 'e2' },
    ])
  })

  it('deletes events older than the retention on the sweep', async () => {
    const { app, db, clock, sweep } = await gateway({ analytics })
    expect((await post(app, '/e', { eventId: 'old' })).status).toBe(202)
    clock.advance(29 * 24 * 60 * 60_000)
    expect((await post(app, '/e', { eventId: 'recent' })).status).toBe(202)
    clock.advance(2 * 24 * 60 * 60_000)
    expect((await sweep()).analyticsEvents).toBe(1)
    const left = await db.selectFrom('analytics_events').select('event_id').execute()
    expect(left).toEqual([{ event_id: 'recent' }])
  })
})

describe('finding 6: SIWX rate limit, nonce expiry and signature length', () => {
  const project = { projectId: 'p', allowedOrigins: ['https://app.example.com'] }
  const origin = 'https://app.example.com'
  const nonce = (app: App) =>
    app.request('/v1/siwx/nonce?projectId=p', { method: 'POST', headers: { Origin: origin } })

  it('rate-limits /v1/siwx/* per client address', async () => {
    let ip = '198.51.100.7'
    const siwx = { rateLimit: { capacity: 10, refillPerSecond: 1 } }
    const { app, clock } = await gateway(
      { chains, projects: [project], siwx },
      { clientIp: () => ip },
    )
    const statuses = []
    for (let i = 0; i < 100; i++) statuses.push((await nonce(app)).status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(10)
    const limited = await nonce(app)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('Retry-After')).toBe('1')
    expect((await bodyOf(limited)).code).toBe('RATE_LIMITED')
    const sessions = await app.request('/v1/siwx/sessions?projectId=p', {
      headers: { Origin: origin, Authorization: 'Bearer siwx_guess' },
    })
    expect(sessions.status).toBe(429)
    ip = '198.51.100.8'
    expect((await nonce(app)).status).toBe(200)
    ip = '198.51.100.7'
    clock.advance(1000)
    expect((await nonce(app)).status).toBe(200)
  })

  it('issues nonces without deleting expired ones; the sweep does, through an index', async () => {
    const { app, db, clock, sweep } = await gateway({ chains, projects: [project] })
    for (let i = 0; i < 3; i++) expect((await nonce(app)).status).toBe(200)
    clock.advance(5 * 60_000 + 1)
    expect((await nonce(app)).status).toBe(200)
    const count = async () =>
      Number(
        (await sql<{ n: number }>`select count(*) as n from siwx_nonces`.execute(db)).rows[0]?.n,
      )
    expect(await count()).toBe(4)
    expect((await sweep()).siwxNonces).toBe(3)
    expect(await count()).toBe(1)
    const plan = await sql<{
      detail: string
    }>`explain query plan delete from siwx_nonces where expires_at <= ${clock.now()}`.execute(db)
    expect(plan.rows.map((row) => row.detail).join('\n')).toMatch(/USING (COVERING )?INDEX/)
  })

  it('refuses signatures longer than 65 bytes when no chain client can check them', async () => {
    const offline = await gateway({ chains: [], projects: [project] })
    const { message } = await signIn(offline.app, { origin, chainId: 'eip155:1' })
    const long = `0x${'ab'.repeat(5_000)}`
    const refused = await offline.app.request('/v1/siwx/sessions?projectId=p', {
      method: 'POST',
      headers: { Origin: origin, 'content-type': 'application/json' },
      body: JSON.stringify({ message, signature: long }),
    })
    expect(refused.status).toBe(400)
    expect((await bodyOf(refused)).code).toBe('SIWX_SIGNATURE_TOO_LONG')
    // With the chain's client, long (ERC-6492) signatures are verified, not cut off.
    const online = await gateway({ chains, projects: [project] })
    const { message: onChain } = await signIn(online.app, { origin })
    const checked = await online.app.request('/v1/siwx/sessions?projectId=p', {
      method: 'POST',
      headers: { Origin: origin, 'content-type': 'application/json' },
      body: JSON.stringify({ message: onChain, signature: long }),
    })
    expect(checked.status).toBe(401)
    expect((await bodyOf(checked)).code).toBe('SIWX_INVALID_SIGNATURE')
  })
})

describe('finding 8: SIWX networks, nonce binding, session expiry and lifetime', () => {
  const origin = 'https://app.example.com'
  const projects = [
    { projectId: 'p', allowedOrigins: [origin] },
    { projectId: 'q', allowedOrigins: [origin] },
  ]

  it('refuses a message for a network the gateway does not serve', async () => {
    const { app } = await gateway({ chains, projects })
    const { response } = await signIn(app, { origin, chainId: 'eip155:1' })
    expect(response.status).toBe(401)
    expect((await bodyOf(response)).code).toBe('SIWX_CHAIN_MISMATCH')
    expect((await signIn(app, { origin })).response.status).toBe(201)
  })

  it("refuses a nonce issued for another project, and keeps it for that project's sign-in", async () => {
    const { app } = await gateway({ chains, projects })
    const { response, message, signature } = await signIn(app, { origin, nonceProject: 'q' })
    expect(response.status).toBe(401)
    expect((await bodyOf(response)).code).toBe('SIWX_NONCE_MISMATCH')
    const rightful = await app.request('/v1/siwx/sessions?projectId=q', {
      method: 'POST',
      headers: { Origin: origin, 'content-type': 'application/json' },
      body: JSON.stringify({ message, signature }),
    })
    expect(rightful.status).toBe(201)
  })

  it('deletes expired sessions on the sweep', async () => {
    const { app, db, clock, sweep } = await gateway({ chains, projects })
    expect((await signIn(app, { origin })).response.status).toBe(201)
    clock.advance(7 * 24 * 60 * 60_000)
    expect((await sweep()).siwxSessions).toBe(1)
    expect(
      await db
        .withTables<{ siwx_sessions: { id: string } }>()
        .selectFrom('siwx_sessions')
        .select('id')
        .execute(),
    ).toEqual([])
  })

  it('offers a shorter session lifetime than 7 days', async () => {
    const { app } = await gateway({ chains, projects, siwx: { sessionTtlMs: 60 * 60_000 } })
    const { response } = await signIn(app, { origin })
    expect(response.status).toBe(201)
    const { session } = (await response.json()) as { session: { expiresAt: string } }
    expect(session.expiresAt).toBe(new Date(NOW + 60 * 60_000).toISOString())
  })
})

describe('finding 11: forced balance refreshes, the Host header and publicUrl', () => {
  const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const path = `/v1/account/${address}/balance?currency=usd&chainId=eip155:31337`

  /** A gateway whose chain client counts the HTTP requests it sends to the devnet. */
  async function counted() {
    let rpcRequests = 0
    const client = createPublicClient({
      transport: http(anvil.rpcUrl, { onFetchRequest: () => void rpcRequests++ }),
    })
    const test = await gateway({ chains }, { chainClients: new Map([['eip155:31337', client]]) })
    return { ...test, rpcRequests: () => rpcRequests }
  }

  it('reads the chain for one forced refresh per address and chain every few seconds', async () => {
    const { app, clock, rpcRequests } = await counted()
    for (let i = 0; i < 10; i++) {
      expect((await app.request(`${path}&forceUpdate=true`)).status).toBe(200)
    }
    expect(rpcRequests()).toBe(1)
    clock.advance(5_000)
    expect((await app.request(`${path}&forceUpdate=true`)).status).toBe(200)
    expect(rpcRequests()).toBe(2)
  })

  it('keeps one cached answer whatever the Host header, with icon URLs of each caller', async () => {
    const { app, rpcRequests } = await counted()
    const icons = []
    for (const host of ['127.0.0.1:8787', 'a.evil.test', 'b.evil.test', 'localhost:8787']) {
      const res = await app.request(path, { headers: { Host: host } })
      const { balances } = (await res.json()) as { balances: { iconUrl: string }[] }
      icons.push(balances[0]?.iconUrl)
    }
    expect(rpcRequests()).toBe(1)
    expect(icons).toEqual([
      'http://127.0.0.1:8787/public/getTokenImage/ETH',
      'http://a.evil.test/public/getTokenImage/ETH',
      'http://b.evil.test/public/getTokenImage/ETH',
      'http://localhost:8787/public/getTokenImage/ETH',
    ])
  })

  it('refuses to start off loopback without publicUrl, saying what to set', async () => {
    const config = gatewayConfigSchema.parse({
      host: '0.0.0.0',
      port: 0,
      dbPath: ':memory:',
      chains: [],
      indexer: { enabled: false },
    })
    const started = await startGateway(config).catch((error: Error) => error)
    if (!(started instanceof Error)) await started.close()
    expect(started).toBeInstanceOf(Error)
    expect(String(started)).toMatch(/publicUrl/)
    expect(String(started)).toMatch(/PORTICO_GATEWAY_PUBLIC_URL/)
    const behindProxy = await startGateway({ ...config, publicUrl: 'https://gateway.example.com' })
    await behindProxy.close()
  })
})
