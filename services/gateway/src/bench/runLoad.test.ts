import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { runLoad } from './runLoad'

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))))
})

// Answers /ok with a sized body, /chunked with a chunked one, /echo with 200 once it has read a
// JSON body, anything else with 500; counts the requests it was sent and keeps the bodies.
async function serve(): Promise<{ url: string; seen: () => number; bodies: string[] }> {
  let seen = 0
  const bodies: string[] = []
  const server = createServer((req, res) => {
    seen++
    if (req.url === '/echo') {
      let body = ''
      req.on('data', (chunk) => {
        body += chunk
      })
      req.on('end', () => {
        bodies.push(body)
        res.statusCode = req.headers['content-type'] === 'application/json' ? 200 : 415
        res.end(body)
      })
      return
    }
    if (req.url === '/ok') return res.end('x'.repeat(20_000))
    if (req.url === '/chunked') {
      res.write('first part ')
      return res.end('second part')
    }
    res.statusCode = 500
    res.end('no')
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, seen: () => seen, bodies }
}

describe('runLoad', () => {
  it('times each answer, sized or chunked, and stops at the request count', async () => {
    const { url, seen } = await serve()
    for (const path of ['/ok', '/chunked']) {
      const result = await runLoad({
        url: `${url}${path}`,
        connections: 3,
        requests: 90,
        maxDurationMs: 10_000,
      })
      expect(result.completed).toBe(90)
      expect(result.failed).toBe(0)
      expect(result.latenciesMs).toHaveLength(90)
      expect(result.latenciesMs).toEqual([...result.latenciesMs].sort((a, b) => a - b))
      expect(result.rps).toBeGreaterThan(0)
    }
    expect(seen()).toBe(180)
  })

  it('sends a POST’s JSON body with each request', async () => {
    const { url, bodies } = await serve()
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'pm_getPaymasterData' })
    const result = await runLoad({
      url: `${url}/echo`,
      method: 'POST',
      body,
      connections: 2,
      requests: 20,
      maxDurationMs: 10_000,
    })
    expect(result).toMatchObject({ completed: 20, failed: 0 })
    expect(bodies).toEqual(Array(20).fill(body))
  })

  it('sends each of a POST’s bodies in turn', async () => {
    const { url, bodies } = await serve()
    const sent = ['{"n":0}', '{"n":1}', '{"n":2}']
    const result = await runLoad({
      url: `${url}/echo`,
      method: 'POST',
      bodies: sent,
      connections: 1,
      requests: 7,
      maxDurationMs: 10_000,
    })
    expect(result).toMatchObject({ completed: 7, failed: 0 })
    expect(bodies).toEqual([...sent, ...sent, sent[0]])
  })

  it('sends each of its GET paths in turn on the URL’s host', async () => {
    const { url, seen } = await serve()
    const result = await runLoad({
      url,
      paths: ['/ok', '/chunked', '/missing'],
      connections: 1,
      requests: 7,
      maxDurationMs: 10_000,
    })
    // ok, chunked, missing, ok, chunked, missing, ok: the two /missing answers are the failures.
    expect(result).toMatchObject({ completed: 5, failed: 2 })
    expect(seen()).toBe(7)
  })

  it('counts answers other than 200 as failures', async () => {
    const { url } = await serve()
    const result = await runLoad({
      url: `${url}/missing`,
      connections: 2,
      requests: 10,
      maxDurationMs: 10_000,
    })
    expect(result).toMatchObject({ completed: 0, failed: 10 })
  })

  it('refuses any host but 127.0.0.1', async () => {
    await expect(
      runLoad({ url: 'http://localhost:1/', connections: 1, requests: 1, maxDurationMs: 100 }),
    ).rejects.toThrow('runLoad only targets 127.0.0.1, not localhost')
  })
})
