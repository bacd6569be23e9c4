import { formatSiweMessage } from '@portico/siwx-server/verify'
import { type Anvil, startAnvil } from '@portico/test/devnet'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { GatewayConfigInput } from './config/gatewayConfigSchema'
import { createManualClock } from './test/createManualClock'
import { createTestGateway } from './test/createTestGateway'

// Replays of the gateway findings of issue 12 ("Hardening"), each through app.request() of the
// real createApp(deps); each failed on the gateway before its fix.

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

async function gateway(config: GatewayConfigInput, options: { clientIp?: () => string } = {}) {
  const clock = createManualClock(NOW)
  const test = await createTestGateway(config, { clock, ...options })
  closers.push(test.close)
  return { ...test, clock }
}

type App = Awaited<ReturnType<typeof gateway>>['app']

/** Nonce, a message signed by a fresh account for `origin`, and the sign-in request. */
async function signIn(
  app: App,
  args: { origin: string; projectId?: string; chainId?: `eip155:${number}`; nonceProject?: string },
) {
  const { origin, projectId = 'p', chainId = 'eip155:31337' } = args
  const account = privateKeyToAccount(generatePrivateKey())
  const nonceRes = await app.request(`/v1/siwx/nonce?projectId=${args.nonceProject ?? projectId}`, {
    method: 'POST',
    headers: { Origin: origin },
  })
  const { nonce } = (await nonceRes.json()) as { nonce: string }
  const url = new URL(origin)
  const message = formatSiweMessage({
    scheme: url.protocol.slice(0, -1),
    domain: url.host,
    accountAddress: account.address,
    uri: `${origin}/`,
    version: '1',
    chainId,
    nonce,
    issuedAt: new Date(NOW).toISOString(),
  })
  const signature = await account.signMessage({ message })
  const response = await app.request(`/v1/siwx/sessions?projectId=${projectId}`, {
    method: 'POST',
    headers: { Origin: origin, 'content-type': 'application/json' },
    body: JSON.stringify({ message, signature }),
  })
  return { nonceStatus: nonceRes.status, response, message, signature }
}

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
