import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createManualClock } from '@portico/test/services/createManualClock'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMetadataFetcher } from './createMetadataFetcher'
import { createNftMetadataReader, expandTokenUri } from './createNftMetadataReader'

// A real metadata server that can be switched off and on.
let up = true
let hits = 0
const server = createServer((req, res) => {
  hits++
  if (!up) {
    res.writeHead(503).end()
    return
  }
  res.writeHead(200, { 'content-type': 'application/json' })
  res.end(JSON.stringify({ name: `Token ${req.url}`, image: 'ipfs://Qm123' }))
})
let base = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => server.close())

// This server is on loopback: let it through, as the dev stack's setting does.
const fetchJson = createMetadataFetcher({
  allowedAddresses: ['127.0.0.1'],
  maxBytes: 256 * 1024,
  timeoutMs: 1000,
  maxRedirects: 3,
})

const json = (value: unknown) =>
  `data:application/json;base64,${Buffer.from(JSON.stringify(value)).toString('base64')}`

describe('createNftMetadataReader', () => {
  it("expands ERC-1155's {id} to 64 hex digits", () => {
    expect(expandTokenUri('https://x/{id}.json', '255')).toBe(`https://x/${'0'.repeat(62)}ff.json`)
  })

  it('reads data: metadata and keeps only images a browser can load', async () => {
    const reader = createNftMetadataReader({
      clock: createManualClock(),
      ttlMs: 1000,
      maxEntries: 100,
      fetchJson,
    })
    expect(
      await reader.read(json({ name: 'On chain', image: 'data:image/svg+xml,<svg/>' }), '1'),
    ).toEqual({
      name: 'On chain',
      imageUrl: 'data:image/svg+xml,<svg/>',
    })
    expect(await reader.read(json({ name: 7, image: 'ipfs://x' }), '1')).toEqual({
      name: null,
      imageUrl: null,
    })
    expect(await reader.read('ipfs://QmToken/1.json', '1')).toEqual({ name: null, imageUrl: null })
  })

  it('caches answers for the TTL and asks a failed server again after a tenth of it', async () => {
    const clock = createManualClock()
    const reader = createNftMetadataReader({ clock, ttlMs: 10_000, maxEntries: 100, fetchJson })
    hits = 0
    up = false
    expect(await reader.read(`${base}/{id}`, '1')).toEqual({ name: null, imageUrl: null })
    up = true
    expect((await reader.read(`${base}/{id}`, '1')).name).toBeNull()
    expect(hits).toBe(1)
    clock.advance(1001)
    expect(await reader.read(`${base}/{id}`, '1')).toEqual({
      name: `Token /${'0'.repeat(63)}1`,
      imageUrl: null,
    })
    clock.advance(5000)
    await reader.read(`${base}/{id}`, '1')
    expect(hits).toBe(2)
  })
})
