import { afterEach, describe, expect, it } from 'vitest'
import {
  createGuardedGateway,
  expectApiError as expectError,
} from '../testing/createGuardedGateway'
import { createTestGateway } from '../testing/createTestGateway'
import { preflightRequest } from '../testing/preflightRequest'

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

async function gateway(...args: Parameters<typeof createGuardedGateway>) {
  const created = await createGuardedGateway(...args)
  closers.push(created.close)
  return created
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
    const refused = await from('https://evil.test')
    // The page can read why it was refused: the browser hands it the 403, not a failed fetch.
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBe('https://evil.test')
    await expectError(refused, 403, 'UNAUTHORIZED_ORIGIN', 'Unauthorized: origin not allowed')
    await expectError(await from('https://example.com.evil.test'), 403, 'UNAUTHORIZED_ORIGIN')
    for (const origin of ['https://shop.example.com', 'https://app.portico.dev']) {
      const res = await from(origin)
      expect(res.status).toBe(200)
      expect(res.headers.get('Access-Control-Allow-Origin')).toBe(origin)
    }
    // Loopback pages are not in the list: refused unless the development setting is on.
    await expectError(await from('http://localhost:5173'), 403, 'UNAUTHORIZED_ORIGIN')
    const dev = await gateway({}, { allowLoopbackOrigins: true })
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:4444']) {
      const res = await dev.app.request('/v1/supported-chains?projectId=demo', {
        headers: { Origin: origin },
      })
      expect(res.status).toBe(200)
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
      defaultFrameAncestors: true,
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
    closers.push(created.close)
    const res = await created.app.request('/v1/supported-chains', {
      headers: { Origin: 'https://any.test' },
    })
    expect(res.status).toBe(200)
    const origins = await created.app.request('/projects/v1/origins')
    expect(await origins.json()).toEqual({
      allowedOrigins: [],
      defaultFrameAncestors: true,
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
    const res = await preflightRequest(
      app,
      '/v1/convert/gas-price?chainId=eip155:31337&projectId=demo',
      { origin: 'https://shop.example.com', method: 'GET', headers: 'content-type' },
    )
    expect(res.status).toBe(204)
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('https://shop.example.com')
    expect(res.headers.get('Access-Control-Allow-Headers')).toBe('content-type')
    expect(res.headers.get('Access-Control-Allow-Methods')).toContain('GET')
  })

  it('answers the preflight of a disallowed origin; the request itself gets a readable 403', async () => {
    const { app } = await gateway()
    const path = '/v1/fungible/price?projectId=demo'
    const preflight = await preflightRequest(app, path, {
      origin: 'https://evil.test',
      method: 'POST',
      headers: 'content-type',
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('https://evil.test')
    const res = await app.request(path, {
      method: 'POST',
      body: JSON.stringify({ projectId: 'demo', currency: 'usd', addresses: [] }),
      headers: { Origin: 'https://evil.test', 'Content-Type': 'application/json' },
    })
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('https://evil.test')
    await expectError(res, 403, 'UNAUTHORIZED_ORIGIN', 'Unauthorized: origin not allowed')
  })

  it("lets a disallowed origin read the project's allowlist and the answer for an unknown project", async () => {
    const { app } = await gateway()
    const origins = await app.request('/projects/v1/origins?projectId=demo', {
      headers: { Origin: 'https://evil.test' },
    })
    expect(origins.headers.get('Access-Control-Allow-Origin')).toBe('https://evil.test')
    const unknown = await app.request('/getWallets?projectId=nope', {
      headers: { Origin: 'https://evil.test' },
    })
    expect(unknown.headers.get('Access-Control-Allow-Origin')).toBe('https://evil.test')
    await expectError(unknown, 403, 'UNAUTHORIZED_INVALID_KEY', 'Unauthorized: invalid key')
  })
})
