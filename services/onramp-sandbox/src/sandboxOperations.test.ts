import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createHealth, createMetrics } from '@portico/server'
import { runServiceCommand } from '@portico/test/services/runServiceCommand'
import { describe, expect, it } from 'vitest'
import { createSandboxApp } from './createSandboxApp'
import { createDeliverer } from './delivery/createDeliverer'
import { createOrderStore } from './orders/createOrderStore'
import { sandboxCli, sandboxProductionProblems } from './sandboxCli'
import { sandboxConfigSchema } from './sandboxConfigSchema'

const chains = [{ chainId: 31337, name: 'Devnet A', rpcUrl: 'http://127.0.0.1:9', tokens: [] }]
const TREASURY = `0x${'11'.repeat(32)}`
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } })

function sandbox(metricsToken?: string) {
  const store = createOrderStore(':memory:')
  const deliverer = createDeliverer({ chains, treasuryKey: TREASURY as `0x${string}`, store })
  const health = createHealth({})
  const app = createSandboxApp({
    secret: 'shared-secret-of-the-tests',
    chains,
    store,
    deliverer,
    now: () => new Date('2026-11-24T12:00:00Z'),
    metrics: createMetrics({ service: 'onramp-sandbox' }),
    health,
    metricsToken,
    rateLimits: { checkout: { burst: 1, perMinute: 1 }, orders: { burst: 1, perMinute: 1 } },
  })
  return { app, health }
}

describe('the on-ramp sandbox on the server foundation', () => {
  it('counts requests and refusals in /metrics, for loopback or with the token only', async () => {
    const { app } = sandbox('sandbox-metrics-token-for-tests-01')
    await app.request('/checkout?order=bad', {}, from('198.51.100.1'))
    await app.request('/checkout?order=bad', {}, from('198.51.100.1'))
    const text = await (await app.request('/metrics', {}, from('127.0.0.1'))).text()
    expect(text).toMatch(
      /portico_http_request_duration_seconds_count\{[^}]*route="\/checkout",method="GET",status="400"\} 1/,
    )
    expect(text).toContain(
      'portico_rate_limit_refusals_total{limiter="checkout",service="onramp-sandbox"} 1',
    )
    expect((await app.request('/metrics', {}, from('198.51.100.1'))).status).toBe(401)
    expect(
      (
        await app.request(
          '/metrics',
          { headers: { authorization: 'Bearer sandbox-metrics-token-for-tests-01' } },
          from('198.51.100.1'),
        )
      ).status,
    ).toBe(200)
    expect((await sandbox().app.request('/metrics', {}, from('198.51.100.1'))).status).toBe(404)
  })

  it('answers /health/ready with 503 once the stop begins', async () => {
    const { app, health } = sandbox()
    expect((await app.request('/health/ready')).status).toBe(200)
    health.beginShutdown()
    expect((await app.request('/health/ready')).status).toBe(503)
    expect((await app.request('/health/live')).status).toBe(200)
  })

  it('--check-config lists every problem at once and exits 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-sandbox-'))
    const file = join(dir, 'sandbox.json')
    writeFileSync(file, JSON.stringify({ secret: 'short', treasuryKey: '0x12', chains: [] }))
    const { code, stderr } = await runServiceCommand(
      'services/onramp-sandbox/src/cli.ts',
      ['--check-config', '--config', file],
      { PORTICO_ONRAMP_PORT: '-1' },
      { unsetPrefix: 'PORTICO_' },
    )
    expect(code).toBe(1)
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^port: /),
      expect.stringMatching(/^secret: /),
      expect.stringMatching(/^treasuryKey: /),
      expect.stringMatching(/^chains: /),
    ])
  }, 60_000)

  it('loads its config file from --config and the environment over it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-sandbox-'))
    const file = join(dir, 'sandbox.json')
    writeFileSync(file, JSON.stringify({ secret: 's'.repeat(16), treasuryKey: TREASURY, chains }))
    const config = sandboxCli().load({ PORTICO_ONRAMP_PORT: '0' }, ['--config', file])
    expect(config).toMatchObject({ port: 0, host: '127.0.0.1', production: false })
  })
})

describe('sandboxProductionProblems', () => {
  const safe = {
    production: true,
    secret: 'a8F3kL9qW2eR7tY5uI1oP4sD6fG0hJ3k',
    treasuryKey: TREASURY,
    chains,
    dbPath: '/var/lib/portico/onramp.sqlite',
  }
  const problemsWith = (override: Record<string, unknown>) =>
    sandboxProductionProblems(sandboxConfigSchema.parse({ ...safe, ...override }))

  it('accepts a safe production config, and judges nothing outside production', () => {
    expect(problemsWith({})).toEqual([])
    expect(problemsWith({ production: false, dbPath: ':memory:', secret: 'x'.repeat(16) })).toEqual(
      [],
    )
  })

  it.each([
    [{ secret: 'shared-secret-16' }, /^secret is shorter than 32/],
    [{ secret: 'changeme-changeme-changeme-changeme' }, /^secret looks like a placeholder/],
    [{ dbPath: ':memory:' }, /^dbPath is :memory:/],
    [{ host: '0.0.0.0' }, /^metricsToken is not set/],
  ])('refuses %j', (override, problem) => {
    expect(problemsWith(override)).toEqual([expect.stringMatching(problem)])
  })
})
