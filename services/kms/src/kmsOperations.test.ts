import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createLogger, createShutdown } from '@portico/server'
import { runServiceCommand } from '@portico/test/services/runServiceCommand'
import { afterAll, describe, expect, it } from 'vitest'
import { createAuditLog } from './createAuditLog'
import { createKmsApp } from './createKmsApp'
import { kmsProductionProblems } from './kmsCli'
import { kmsConfigSchema } from './kmsConfigSchema'
import { startKms } from './startKms'

const dataDir = mkdtempSync(join(tmpdir(), 'portico-kms-ops-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('the KMS on the server foundation', () => {
  it('counts requests and unseal refusals in /metrics, for loopback clients only', async () => {
    const app = createKmsApp({
      key: Buffer.alloc(32, 1),
      token: Buffer.alloc(32, 2),
      audit: createAuditLog(join(dataDir, 'audit-metrics.jsonl')),
      now: () => 1_000,
      limits: { unsealPerMinute: 100, unsealPerContextPerHour: 0, bodyLimitBytes: 4096 },
    })
    const local = { incoming: { socket: { remoteAddress: '127.0.0.1' } } }
    const away = { incoming: { socket: { remoteAddress: '192.0.2.10' } } }
    const unseal = await app.request(
      '/v1/unseal',
      {
        method: 'POST',
        headers: { authorization: `Bearer ${Buffer.alloc(32, 2).toString('hex')}` },
        body: JSON.stringify({ context: 'recovery:u:d', sealed: 'k1.a.b.c' }),
      },
      local,
    )
    expect(unseal.status).toBe(429)
    const text = await (await app.request('/metrics', {}, local)).text()
    expect(text).toMatch(
      /portico_http_request_duration_seconds_count\{[^}]*route="\/v1\/unseal",method="POST",status="429"\} 1/,
    )
    expect(text).toContain(
      'portico_rate_limit_refusals_total{limiter="unsealPerContext",service="kms"} 1',
    )
    expect((await app.request('/metrics', {}, away)).status).toBe(404)
  })

  it('answers /health/ready with 503 once the stop begins', async () => {
    const kms = await startKms({ port: 0, dataDir })
    expect((await fetch(`${kms.url}/health/ready`)).status).toBe(200)
    const seen: number[] = []
    const code = await createShutdown({
      logger: createLogger({ service: 'kms', level: 'silent' }),
      timeoutMs: 5_000,
      health: kms.health,
      steps: [
        {
          name: 'probe',
          run: async () => void seen.push((await fetch(`${kms.url}/health/ready`)).status),
        },
        ...kms.steps,
      ],
    }).run('SIGTERM')
    expect([code, seen]).toEqual([0, [503]])
    await expect(fetch(`${kms.url}/health/live`)).rejects.toThrow()
  })

  it('--check-config lists every problem at once and exits 1', async () => {
    const { code, stderr } = await runServiceCommand(
      'services/kms/src/cli.ts',
      ['--check-config'],
      { PORTICO_KMS_PORT: 'x', PORTICO_KMS_LOG_LEVEL: 'loud', PORTICO_PRODUCTION: 'maybe' },
      { unsetPrefix: 'PORTICO_' },
    )
    expect(code).toBe(1)
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^port: /),
      expect.stringMatching(/^logLevel: /),
      expect.stringMatching(/^production: /),
    ])
  }, 60_000)
})

describe('kmsProductionProblems', () => {
  it('refuses the key file inside the data folder, the default place', () => {
    const inside = kmsConfigSchema.parse({ production: true, dataDir: '/var/lib/portico-kms' })
    expect(kmsProductionProblems(inside)).toEqual([
      expect.stringMatching(/^keyPath \(\/var\/lib\/portico-kms\/kms\.key\) is inside dataDir/),
    ])
    const apart = kmsConfigSchema.parse({
      production: true,
      dataDir: '/var/lib/portico-kms',
      keyPath: '/etc/portico-kms/kms.key',
    })
    expect(kmsProductionProblems(apart)).toEqual([])
    expect(kmsProductionProblems({ ...inside, production: false })).toEqual([])
  })
})
