import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createLogger, createShutdown } from '@portico/server'
import { devPaymasterSigner } from '@portico/test/devnet'
import { runServiceCommand } from '@portico/test/services/runServiceCommand'
import { afterAll, describe, expect, it } from 'vitest'
import { gatewayConfigSchema } from './config/gatewayConfigSchema'
import { gatewayProductionProblems } from './config/gatewayProductionProblems'
import { startGateway } from './startGateway'
import { createTestGateway } from './testing/createTestGateway'

const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } })
const work = mkdtempSync(join(tmpdir(), 'gateway-operations-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

// A production config with nothing to refuse: the tests below each change one thing.
const safe = {
  production: true,
  host: '0.0.0.0',
  trustProxy: true,
  publicUrl: 'https://gateway.example.com',
  metricsToken: 'Zq8v1Lw3Xn5Rb7Tc9Yd2Fg4Hj6Km8Np0',
  database: { url: 'postgres://db.internal/portico' },
  walletFrame: { proxySecret: 'a8F3kL9qW2eR7tY5uI1oP4sD6fG0hJ3k' },
  projects: [
    {
      projectId: 'shop',
      allowedOrigins: ['https://shop.example.com'],
      defaultFrameAncestors: false,
    },
  ],
}

describe('the gateway on the server foundation', () => {
  it('counts requests by route in /metrics, served to loopback or with the token only', async () => {
    const { app, close } = await createTestGateway({
      metricsToken: 'metrics-token-for-the-test-0001',
    })
    try {
      await app.request('/v1/supported-chains', {}, from('203.0.113.5'))
      const local = await app.request('/metrics', {}, from('127.0.0.1'))
      expect(local.status).toBe(200)
      expect(await local.text()).toMatch(
        /portico_http_request_duration_seconds_count\{[^}]*route="\/v1\/supported-chains",method="GET",status="200"\} 1/,
      )
      expect((await app.request('/metrics', {}, from('203.0.113.5'))).status).toBe(401)
      const withToken = await app.request(
        '/metrics',
        { headers: { authorization: 'Bearer metrics-token-for-the-test-0001' } },
        from('203.0.113.5'),
      )
      expect(withToken.status).toBe(200)
    } finally {
      await close()
    }
    const open = await createTestGateway({})
    try {
      expect((await open.app.request('/metrics', {}, from('203.0.113.5'))).status).toBe(404)
    } finally {
      await open.close()
    }
  })

  it('counts rate-limit refusals by limiter', async () => {
    const { app, close } = await createTestGateway({ siwx: { rateLimit: { capacity: 1 } } })
    try {
      for (let i = 0; i < 3; i++) await app.request('/v1/siwx/nonce', {}, from('198.51.100.7'))
      const text = await (await app.request('/metrics', {}, from('127.0.0.1'))).text()
      expect(text).toContain(
        'portico_rate_limit_refusals_total{limiter="siwx",service="gateway"} 2',
      )
    } finally {
      await close()
    }
  })

  it('answers /health/ready with 503 once the stop begins, while requests still finish', async () => {
    const config = gatewayConfigSchema.parse({
      port: 0,
      dbPath: ':memory:',
      chains: [],
      indexer: { enabled: false },
    })
    const gateway = await startGateway(config)
    expect((await fetch(`${gateway.url}/health/ready`)).status).toBe(200)
    const seen: number[] = []
    const shutdown = createShutdown({
      logger: createLogger({ service: 'gateway', level: 'silent' }),
      timeoutMs: 10_000,
      health: gateway.health,
      steps: [
        {
          name: 'probe',
          run: async () => void seen.push((await fetch(`${gateway.url}/health/ready`)).status),
        },
        ...gateway.steps,
      ],
    })
    expect(await shutdown.run('SIGTERM')).toBe(0)
    expect(seen).toEqual([503])
    await expect(fetch(`${gateway.url}/health/live`)).rejects.toThrow()
  })

  it('--check-config lists every problem at once and exits 1', async () => {
    const { code, stderr, stdout } = await runServiceCommand(
      'services/gateway/src/cli.ts',
      ['--check-config'],
      {
        PORTICO_GATEWAY_PORT: 'eighty',
        PORTICO_GATEWAY_DATABASE_URL: 'mysql://nowhere',
        PORTICO_GATEWAY_REDIS_URL: 'http://nowhere',
      },
      { unsetPrefix: 'PORTICO_' },
    )
    expect([code, stdout]).toEqual([1, ''])
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^port: /),
      expect.stringMatching(/^database\.url: Expected a postgres:\/\/ URL/),
      expect.stringMatching(/^redis\.url: Expected a redis:\/\/ URL/),
    ])
    const ok = await runServiceCommand(
      'services/gateway/src/cli.ts',
      ['--check-config'],
      {},
      { unsetPrefix: 'PORTICO_' },
    )
    expect([ok.code, ok.stdout]).toEqual([0, 'configuration OK\n'])
  }, 60_000)

  it('--check-config in production names every unsafe setting, and passes a safe config', async () => {
    const check = async (config: Record<string, unknown>) => {
      const file = join(work, `gateway-${Math.random().toString(36).slice(2)}.json`)
      writeFileSync(file, JSON.stringify(config))
      return runServiceCommand(
        'services/gateway/src/cli.ts',
        ['--config', file, '--check-config'],
        {},
        { unsetPrefix: 'PORTICO_' },
      )
    }
    const ok = await check(safe)
    expect([ok.code, ok.stdout, ok.stderr]).toEqual([0, 'configuration OK\n', ''])
    const { code, stdout, stderr } = await check({
      ...safe,
      publicUrl: 'http://gateway.example.com',
      metricsToken: 'x',
      projects: [],
      nftMetadata: { allowedAddresses: ['169.254.0.0/16'] },
      catalogue: { testWalletUrl: 'http://127.0.0.1:5174' },
    })
    expect([code, stdout]).toEqual([1, ''])
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^publicUrl http:\/\/gateway\.example\.com is plain http beyond loopback/,
      ),
      'metricsToken is shorter than 32 characters.',
      expect.stringMatching(/^projects is empty: every request then passes as anonymous/),
      expect.stringMatching(/^nftMetadata\.allowedAddresses lets 169\.254\.0\.0\/16 through/),
      expect.stringMatching(/^catalogue\.testWalletUrl is set/),
    ])
    const open = await check({ ...safe, projects: [{ projectId: 'shop' }] })
    expect(open.code).toBe(1)
    expect(open.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^projects\[0\] \(shop\) has no allowedOrigins: every site may use it/),
      expect.stringMatching(
        /^projects\[0\] \(shop\) has defaultFrameAncestors on: any page on \*\.pages\.dev, \*\.vercel\.app, \*\.ngrok-free\.app/,
      ),
    ])
  }, 60_000)
})

describe('gatewayProductionProblems', () => {
  const problemsWith = (override: Record<string, unknown>) =>
    gatewayProductionProblems(gatewayConfigSchema.parse({ ...safe, ...override }))

  it('accepts a safe production config, and judges nothing outside production', () => {
    expect(problemsWith({})).toEqual([])
    // An internal metadata mirror on a private address is what allowedAddresses is for.
    expect(
      problemsWith({ nftMetadata: { allowedAddresses: ['10.1.2.3', '192.168.7.0/24'] } }),
    ).toEqual([])
    expect(problemsWith({ publicUrl: 'http://127.0.0.1:8787' })).toEqual([])
    expect(
      problemsWith({
        production: false,
        allowLoopbackOrigins: true,
        database: undefined,
        projects: [],
        nftMetadata: { allowLoopback: true, allowedAddresses: ['169.254.0.0/16'] },
        catalogue: { testWalletUrl: 'http://127.0.0.1:5174' },
      }),
    ).toEqual([])
  })

  it.each([
    [{ allowLoopbackOrigins: true }, /^allowLoopbackOrigins is on/],
    [{ publicUrl: undefined }, /^publicUrl is not set/],
    [{ database: undefined }, /^dbPath is SQLite: gateway nodes share one PostgreSQL/],
    [{ metricsToken: undefined }, /^metricsToken is not set/],
    [
      { walletFrame: { proxySecret: 'x'.repeat(40) } },
      /^walletFrame\.proxySecret looks like a placeholder/,
    ],
    [{ onramp: { quoteSecret: 'short-but-16-chars' } }, /^onramp\.quoteSecret is shorter than 32/],
    [{ metricsToken: 'x' }, /^metricsToken is shorter than 32 characters\.$/],
    [
      { publicUrl: 'http://gateway.example.com' },
      /^publicUrl http:\/\/gateway\.example\.com is plain http beyond loopback: use https/,
    ],
    [{ projects: [] }, /^projects is empty: every request then passes as anonymous, from any site/],
    [
      { projects: [{ projectId: 'shop', allowedOrigins: [], defaultFrameAncestors: false }] },
      /^projects\[0\] \(shop\) has no allowedOrigins: every site may use it/,
    ],
    [
      { projects: [{ projectId: 'shop', allowedOrigins: ['https://shop.example.com'] }] },
      /^projects\[0\] \(shop\) has defaultFrameAncestors on: .*\*\.pages\.dev/,
    ],
    [
      {
        projects: [
          {
            projectId: 'shop',
            allowedOrigins: ['https://shop.example.com', 'https://*.vercel.app'],
            defaultFrameAncestors: false,
          },
        ],
      },
      /^projects\[0\] \(shop\) allows https:\/\/\*\.vercel\.app: anyone can publish a page there/,
    ],
    [{ nftMetadata: { allowLoopback: true } }, /^nftMetadata\.allowLoopback is on/],
    [
      { names: { offchainLookups: { allowLoopback: true } } },
      /^names\.offchainLookups\.allowLoopback is on: any name's resolver could make the gateway call/,
    ],
    [
      { paymaster: { signerKey: devPaymasterSigner.privateKey } },
      /^paymaster\.signerKey is the dev stack's public key: anyone could sign sponsorships/,
    ],
    [
      { nftMetadata: { allowedAddresses: ['169.254.0.0/16'] } },
      /^nftMetadata\.allowedAddresses lets 169\.254\.0\.0\/16 through: .*cloud metadata service/,
    ],
    [
      { nftMetadata: { allowedAddresses: ['10.1.2.3', '0.0.0.0/0'] } },
      /^nftMetadata\.allowedAddresses lets 0\.0\.0\.0\/0 through/,
    ],
    [
      { catalogue: { testWalletUrl: 'http://127.0.0.1:5174' } },
      /^catalogue\.testWalletUrl is set: the catalogue would list the Portico Test Wallet/,
    ],
  ])('refuses %j', (override, problem) => {
    expect(problemsWith(override)).toEqual([expect.stringMatching(problem)])
  })
})
