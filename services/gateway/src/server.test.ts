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

  it('refuses to listen beyond loopback without publicUrl, in one line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-server-'))
    try {
      const started = spawnGatewayServer({
        dir,
        config: { host: '0.0.0.0', port: 0, dbPath: ':memory:', chains: [] },
      })
      const error = await started.then(
        async (server) => {
          await server.stop()
          return new Error('started')
        },
        (refused: Error) => refused,
      )
      expect(error.message).toMatch(
        /gateway exited: \[gateway\] publicUrl is required when the gateway listens on 0\.0\.0\.0/,
      )
      expect(error.message).not.toMatch(/\n\s+at /)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 90_000)
})
