import { silentLogger } from '@portico/server'
import { createManualClock } from '@portico/test/services/createManualClock'
import type { MailCatcher } from '@portico/wallet-frame-dev'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOriginsSource } from '../origins/createOriginsSource'
import { frameConfigSchema } from '../shared/FrameConfig'
import { createTestService, startTestMailCatcher } from '../testing/createTestService'
import type { servePages } from '../testing/servePages'
import { serveProjectOrigins } from '../testing/serveProjectOrigins'
import { buildFrameAssets } from './buildFrameAssets'

let mail: MailCatcher
let gateway: Awaited<ReturnType<typeof servePages>>
const assets = buildFrameAssets()
let gatewayCalls = 0
const chains = [
  { chainId: 31337, name: 'A', rpcUrl: 'http://127.0.0.1:8545' },
  { chainId: 31338, name: 'B', rpcUrl: 'http://127.0.0.1:8546' },
]

beforeAll(async () => {
  mail = await startTestMailCatcher()
  gateway = await serveProjectOrigins([
    'https://shop.example.com',
    'https://*.example.org',
    "https://x.com; script-src 'unsafe-inline'",
    'javascript:alert(1)',
  ])
})
afterAll(async () => {
  await gateway?.close()
  await mail?.stop()
})

async function service(
  options: {
    allowLoopbackOrigins: boolean
    rateLimits?: { framePerIp: { capacity: number; refillPerSecond: number } }
    projectAccountType?: Record<string, 'eoa' | 'smartAccount' | 'eip7702'>
  },
  clock = createManualClock(),
) {
  const origins = createOriginsSource({
    gatewayUrl: gateway.url,
    cacheMs: 60_000,
    clock,
    logger: silentLogger,
    fetch: (input, init) => {
      gatewayCalls++
      return fetch(input, init)
    },
  })
  return createTestService({
    mail,
    clock,
    origins,
    assets: () => assets,
    config: { ...options, chains },
  })
}

describe('GET /frame', () => {
  it("limits framing to the project's origins and the spec's defaults, with a strict CSP", async () => {
    const s = await service({ allowLoopbackOrigins: false })
    const res = await s.app.request(
      '/frame?projectId=demo&chainId=eip155:31338&version=4&enableLogger=true',
    )
    expect(res.status).toBe(200)
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("style-src 'self'")
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/)
    const ancestors = csp
      .split('; ')
      .find((d) => d.startsWith('frame-ancestors '))
      ?.split(' ')
      .slice(1)
    expect(ancestors).toEqual([
      'https://*.pages.dev',
      'https://*.vercel.app',
      'https://*.ngrok-free.app',
      'https://secure-mobile.walletconnect.com',
      'https://secure-mobile.walletconnect.org',
      'https://shop.example.com',
      'https://*.example.org',
    ])
    const page = await res.text()
    expect(page).toContain('"chainId":31338')
    expect(page).toContain('"enableLogger":true')
    expect(page).not.toMatch(/<script>|onload=|style=/)
    const script = /src="(\/frame\/assets\/frame-[0-9a-f]{16}\.js)"/.exec(page)?.[1]
    const js = await s.app.request(script ?? '/missing', { headers: { 'accept-encoding': 'gzip' } })
    expect(js.headers.get('content-encoding')).toBe('gzip')
    expect(js.headers.get('content-type')).toContain('javascript')
    expect(js.headers.get('cache-control')).toContain('immutable')
    await s.close()
  })

  it("tells each project's page the account type its visitors start on", async () => {
    const s = await service({
      allowLoopbackOrigins: false,
      projectAccountType: { demo: 'eip7702' },
    })
    const configOf = async (project: string) => {
      const page = await (await s.app.request(`/frame?projectId=${project}&version=4`)).text()
      const json =
        /<script type="application\/json" id="portico-frame-config">(.*?)<\/script>/s.exec(
          page,
        )?.[1]
      return frameConfigSchema.parse(JSON.parse(json ?? '{}'))
    }
    expect((await configOf('demo')).defaultAccountType).toBe('eip7702')
    // Another project, and a project id that is a property of every object, keep the default.
    expect((await configOf('shop')).defaultAccountType).toBe('smartAccount')
    expect((await configOf('constructor')).defaultAccountType).toBe('smartAccount')
    await s.close()
  })

  it('adds the loopback defaults only with the development setting, and caches the gateway answer', async () => {
    const s = await service({ allowLoopbackOrigins: true })
    const before = gatewayCalls
    const first = await s.app.request('/frame?projectId=cached')
    await s.app.request('/frame?projectId=cached')
    expect(gatewayCalls - before).toBe(1)
    expect(first.headers.get('content-security-policy')).toContain(
      'http://localhost:* https://localhost:* http://127.0.0.1:*',
    )
    await s.close()
  })

  it('refuses a missing or strange project id', async () => {
    const s = await service({ allowLoopbackOrigins: false })
    for (const query of ['', '?projectId=', '?projectId=a%20b', `?projectId=${'p'.repeat(200)}`]) {
      expect((await s.app.request(`/frame${query}`)).status).toBe(400)
    }
    expect((await s.app.request('/frame/assets/frame-0000.js')).status).toBe(404)
    await s.close()
  })
})

describe('GET /frame rate limit', () => {
  it('limits frame pages per client address: one flooding client gets 429 until its bucket refills', async () => {
    const clock = createManualClock()
    const s = await service(
      {
        allowLoopbackOrigins: false,
        rateLimits: { framePerIp: { capacity: 3, refillPerSecond: 0.5 } },
      },
      clock,
    )
    try {
      const load = () => s.app.request('/frame?projectId=demo')
      for (let i = 0; i < 3; i++) expect((await load()).status).toBe(200)
      const refused = await load()
      expect(refused.status).toBe(429)
      expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' })
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
      // The page's own assets are not counted: a loaded frame still gets its script.
      expect((await s.app.request('/frame/assets/frame.css')).status).toBe(200)
      clock.advance(2_000)
      expect((await load()).status).toBe(200)
    } finally {
      await s.close()
    }
  })
})
