import { silentLogger } from '@portico/server'
import type { MailCatcher } from '@portico/wallet-frame-dev'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createOriginsSource } from '../origins/createOriginsSource'
import { createManualClock } from '../testing/createManualClock'
import { createTestService, startTestMailCatcher } from '../testing/createTestService'
import { servePages } from '../testing/servePages'
import { buildFrameAssets } from './buildFrameAssets'

let mail: MailCatcher
let gateway: Awaited<ReturnType<typeof servePages>>
const assets = buildFrameAssets()

beforeAll(async () => {
  mail = await startTestMailCatcher()
  gateway = await servePages()
  gateway.pages.set('/projects/v1/origins', {
    type: 'application/json',
    body: JSON.stringify({ allowedOrigins: ['https://shop.example.com'] }),
  })
})
afterAll(async () => {
  await gateway?.close()
  await mail?.stop()
})

it('limits frame pages per client address: one flooding client gets 429 until its bucket refills', async () => {
  const clock = createManualClock()
  const origins = createOriginsSource({
    gatewayUrl: gateway.url,
    cacheMs: 60_000,
    clock,
    logger: silentLogger,
  })
  const s = await createTestService({
    mail,
    clock,
    origins,
    assets: () => assets,
    config: {
      chains: [{ chainId: 31337, name: 'A', rpcUrl: 'http://127.0.0.1:8545' }],
      rateLimits: { framePerIp: { capacity: 3, refillPerSecond: 0.5 } },
    },
  })
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
