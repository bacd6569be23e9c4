import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { runLoad } from './runLoad'

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))))
})

// Answers /ok with a sized body, /chunked with a chunked one, anything else with 500; counts
// the requests it was sent.
async function serve(): Promise<{ url: string; seen: () => number }> {
  let seen = 0
  const server = createServer((req, res) => {
    seen++
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
  return { url: `http://127.0.0.1:${port}`, seen: () => seen }
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
