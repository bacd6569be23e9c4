import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { spawnGatewayServer } from './bench/spawnGatewayServer'

describe('server.ts', () => {
  it('logs where it listens, serves, and exits with 0 on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-server-'))
    try {
      const server = await spawnGatewayServer({
        dir,
        config: {
          port: 0,
          dbPath: join(dir, 'gateway.sqlite'),
          chains: [],
          indexer: { enabled: false },
        },
      })
      const res = await fetch(`${server.url}/health`)
      expect(await res.json()).toEqual({ ok: true })
      expect(await server.stop()).toBe(0)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 90_000)
})
