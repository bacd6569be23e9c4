import { silentLogger } from '@portico/server'
import { createManualClock } from '@portico/test/services/createManualClock'
import { describe, expect, it } from 'vitest'
import { createOriginsSource } from './createOriginsSource'
import { projectFrameAncestors } from './projectFrameAncestors'

const sourceAnswering = (answer: () => Promise<Response>) =>
  createOriginsSource({
    gatewayUrl: 'http://127.0.0.1:8787',
    cacheMs: 60_000,
    clock: createManualClock(),
    logger: silentLogger,
    fetch: answer,
  })

describe('createOriginsSource', () => {
  it("keeps the spec's default ancestors when the gateway says the project has them", async () => {
    const origins = sourceAnswering(async () =>
      Response.json({ allowedOrigins: ['https://shop.example.com'] }),
    )
    const ancestors = await projectFrameAncestors(origins, 'shop', { allowLoopback: false })
    expect(ancestors).toEqual(expect.arrayContaining(['https://*.pages.dev']))
    expect(ancestors).toContain('https://shop.example.com')
  })

  it('lets no shared host embed the frame while the gateway cannot answer', async () => {
    for (const answer of [
      async () => {
        throw new TypeError('fetch failed')
      },
      async () => new Response('oops', { status: 502 }),
      async () => Response.json({ unexpected: true }),
    ]) {
      const origins = sourceAnswering(answer)
      expect(await projectFrameAncestors(origins, 'shop', { allowLoopback: false })).toEqual([])
      expect(await projectFrameAncestors(origins, 'shop', { allowLoopback: true })).toEqual([
        'http://localhost:*',
        'https://localhost:*',
        'http://127.0.0.1:*',
        'https://127.0.0.1:*',
      ])
    }
  })
})
