import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { getFreePort } from './getFreePort'

describe('getFreePort', () => {
  it('gives ports below the ephemeral range, each once, each bindable', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => getFreePort()))
    expect(new Set(ports).size).toBe(20)
    for (const port of ports) {
      // An outgoing connection's source port or a port-0 listener is never one of these.
      expect(port).toBeGreaterThanOrEqual(20_000)
      expect(port).toBeLessThan(32_768)
      const server = createServer()
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, '127.0.0.1', resolve)
      })
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
