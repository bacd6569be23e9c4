import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createLogger, createShutdown } from '@portico/server'
import { createManualClock } from '@portico/test/services/createManualClock'
import { runServiceCommand } from '@portico/test/services/runServiceCommand'
import { codeOf, type MailCatcher, nextMail } from '@portico/wallet-frame-dev'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { walletFrameConfigSchema } from './config/walletFrameConfigSchema'
import { walletFrameProductionProblems } from './config/walletFrameProductionProblems'
import { startWalletFrame } from './startWalletFrame'
import { callJson, createTestService, startTestMailCatcher } from './testing/createTestService'
import { frameRequestHeaders } from './testing/frameRequestHeaders'

const TOKEN = 'metrics-token-for-the-test-0001'
const CLI = 'services/wallet-frame/src/cli.ts'
let mail: MailCatcher
const seen = new Set<string>()
const work = mkdtempSync(join(tmpdir(), 'wallet-frame-operations-'))

beforeAll(async () => {
  mail = await startTestMailCatcher()
})
afterAll(async () => {
  await mail?.stop()
  rmSync(work, { recursive: true, force: true })
})

// The test service's app sees every caller at 192.0.2.1, beyond loopback.
const scrape = async (
  app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> },
  token?: string,
) => app.request('/metrics', token ? { headers: { authorization: `Bearer ${token}` } } : {})

describe('the wallet frame on the server foundation', () => {
  it('counts routes, logins and refused codes in /metrics, served beyond loopback with the token only', async () => {
    const service = await createTestService({
      mail,
      clock: createManualClock(),
      config: { metricsToken: TOKEN },
    })
    try {
      const email = 'metrics@example.com'
      const deviceSecret = 'm'.repeat(43)
      const start = await callJson(service.app, 'POST', '/auth/v1/login', { email, deviceSecret })
      const code = codeOf(await nextMail(mail.webUrl, email, seen))
      const verify = (otp: string) =>
        callJson(service.app, 'POST', '/auth/v1/login/verify', {
          loginId: start.body.loginId,
          otp,
          deviceSecret,
        })
      expect((await verify(code === '000000' ? '111111' : '000000')).status).toBe(400)
      expect((await verify(code)).status).toBe(200)

      const refused = await scrape(service.app)
      expect([refused.status, refused.headers.get('www-authenticate')]).toEqual([401, 'Bearer'])
      expect((await scrape(service.app, 'metrics-token-for-the-test-0002')).status).toBe(401)
      const scraped = await scrape(service.app, TOKEN)
      expect(scraped.status).toBe(200)
      const text = await scraped.text()
      expect(text).toMatch(
        /portico_http_request_duration_seconds_count\{[^}]*route="\/auth\/v1\/login",method="POST",status="200"[^}]*\} 1/,
      )
      for (const line of [
        'portico_wallet_frame_logins_started_total{method="email",service="wallet-frame"} 1',
        'portico_wallet_frame_logins_completed_total{method="email",service="wallet-frame"} 1',
        'portico_wallet_frame_logins_started_total{method="passkey",service="wallet-frame"} 0',
        'portico_wallet_frame_otp_failures_total{reason="wrong",service="wallet-frame"} 1',
        'portico_wallet_frame_device_approvals_total{event="approved",service="wallet-frame"} 0',
        'portico_wallet_frame_recovery_password_failures_total{service="wallet-frame"} 0',
        'portico_wallet_frame_transactions_relayed_total{kind="user_operation",service="wallet-frame"} 0',
      ]) {
        expect(text).toContain(line)
      }
    } finally {
      await service.close()
    }
    const open = await createTestService({ mail, clock: createManualClock() })
    try {
      expect((await scrape(open.app)).status).toBe(404)
    } finally {
      await open.close()
    }
  })

  it('counts rate-limit refusals under the limit name, and answers them as before', async () => {
    const service = await createTestService({
      mail,
      clock: createManualClock(),
      config: { metricsToken: TOKEN, rateLimits: { sendPerIp: { capacity: 1 } } },
    })
    try {
      const login = (email: string) =>
        callJson(service.app, 'POST', '/auth/v1/login', { email, deviceSecret: 'r'.repeat(43) })
      expect((await login('first@example.com')).status).toBe(200)
      const limited = await service.app.request('/auth/v1/login', {
        method: 'POST',
        headers: { ...frameRequestHeaders('POST'), 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'second@example.com', deviceSecret: 'r'.repeat(43) }),
      })
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
      expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED' })
      expect(await (await scrape(service.app, TOKEN)).text()).toContain(
        'portico_rate_limit_refusals_total{limiter="sendPerIp",service="wallet-frame"} 1',
      )
    } finally {
      await service.close()
    }
  })

  it('reads /metrics on loopback freely, keeps /health, and answers /health/ready 503 once the stop begins', async () => {
    const frame = await startWalletFrame({
      port: 0,
      dataDir: join(work, 'stop'),
      gatewayUrl: 'http://127.0.0.1:9',
      smtp: { port: mail.smtpPort },
      metricsToken: TOKEN,
    })
    expect(await (await fetch(`${frame.url}/health`)).json()).toEqual({ ok: true })
    expect((await fetch(`${frame.url}/health/live`)).status).toBe(200)
    const ready = await fetch(`${frame.url}/health/ready`)
    expect([ready.status, await ready.json()]).toEqual([200, { ok: true }])
    const local = await fetch(`${frame.url}/metrics`)
    expect(local.status).toBe(200)
    expect(await local.text()).toContain('process_cpu_user_seconds_total{service="wallet-frame"}')
    const seenDuringStop: number[] = []
    const shutdown = createShutdown({
      logger: createLogger({ service: 'wallet-frame', level: 'silent' }),
      timeoutMs: 10_000,
      health: frame.health,
      steps: [
        {
          name: 'probe',
          run: async () =>
            void seenDuringStop.push((await fetch(`${frame.url}/health/ready`)).status),
        },
        ...frame.steps,
      ],
    })
    expect(await shutdown.run('SIGTERM')).toBe(0)
    expect(seenDuringStop).toEqual([503])
    await expect(fetch(`${frame.url}/health/live`)).rejects.toThrow()
  }, 60_000)

  it('--check-config lists every production problem at once and exits 1', async () => {
    const dataDir = join(work, 'check')
    const { code, stdout, stderr } = await runServiceCommand(
      CLI,
      ['--check-config'],
      {
        PORTICO_PRODUCTION: '1',
        PORTICO_WALLET_FRAME_HOST: '0.0.0.0',
        PORTICO_WALLET_FRAME_DATA_DIR: dataDir,
        PORTICO_SMTP_HOST: 'smtp.example.com',
        PORTICO_SMTP_PORT: '587',
      },
      { unsetPrefix: 'PORTICO_' },
    )
    expect([code, stdout]).toEqual([1, ''])
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^gatewayProxySecret is not set/),
      expect.stringMatching(/^publicUrl is not set/),
      expect.stringMatching(/^dbPath is SQLite: wallet-frame nodes share one PostgreSQL/),
      expect.stringMatching(/^kms\.keyPath \(.*kms\.key\) is inside dataDir/),
      expect.stringMatching(/^secretsPath \(.*secrets\.json\) is inside dataDir/),
      expect.stringMatching(/^metricsToken is not set/),
      expect.stringMatching(/^smtp\.host smtp\.example\.com is reached without TLS/),
    ])
  }, 60_000)

  it('--config FILE reads a safe production config, and the environment still overrides it', async () => {
    const file = join(work, 'wallet-frame.json')
    writeFileSync(file, JSON.stringify(safe))
    const ok = await runServiceCommand(
      CLI,
      ['--config', file, '--check-config'],
      {},
      {
        unsetPrefix: 'PORTICO_',
      },
    )
    expect([ok.code, ok.stdout]).toEqual([0, 'configuration OK\n'])
    const overridden = await runServiceCommand(
      CLI,
      ['--check-config'],
      { PORTICO_WALLET_FRAME_CONFIG: file, PORTICO_WALLET_FRAME_PORT: 'eighty' },
      { unsetPrefix: 'PORTICO_' },
    )
    expect([overridden.code, overridden.stderr]).toEqual([1, expect.stringMatching(/^port: /)])
  }, 60_000)

  it('--check-config names plain http, a short metrics token, no proxy secret and operator custody on the file KMS', async () => {
    const check = async (config: Record<string, unknown>) => {
      const file = join(work, `unsafe-${Math.random().toString(36).slice(2)}.json`)
      writeFileSync(file, JSON.stringify(config))
      const { code, stdout, stderr } = await runServiceCommand(
        CLI,
        ['--config', file, '--check-config'],
        {},
        { unsetPrefix: 'PORTICO_' },
      )
      expect([code, stdout]).toEqual([1, ''])
      return stderr.trim().split('\n')
    }
    const { gatewayProxySecret: _unset, ...withoutProxySecret } = safe
    expect(
      await check({
        ...withoutProxySecret,
        publicUrl: 'http://wallet.example.com',
        gatewayUrl: 'http://gateway.example.com',
        metricsToken: 'x',
        custody: 'operator',
      }),
    ).toEqual([
      expect.stringMatching(
        /^gatewayProxySecret is not set; the gateway then counts every visitor/,
      ),
      expect.stringMatching(
        /^publicUrl http:\/\/wallet\.example\.com is plain http beyond loopback/,
      ),
      expect.stringMatching(
        /^gatewayUrl http:\/\/gateway\.example\.com is plain http beyond loopback/,
      ),
      'metricsToken is shorter than 32 characters.',
      expect.stringMatching(
        /^custody is 'operator' with kms\.kind 'file': .* needs the separate KMS process/,
      ),
    ])
    expect(
      await check({
        ...safe,
        kms: {
          kind: 'remote',
          url: 'http://kms.internal:8791',
          tokenPath: '/etc/portico/kms-token',
        },
      }),
    ).toEqual([
      expect.stringMatching(/^kms\.url http:\/\/kms\.internal:8791 is plain http beyond loopback/),
    ])
  }, 60_000)
})

const safe = {
  production: true,
  host: '0.0.0.0',
  trustProxy: true,
  publicUrl: 'https://wallet.example.com',
  metricsToken: 'Zq8v1Lw3Xn5Rb7Tc9Yd2Fg4Hj6Km8Np0',
  dataDir: '/var/lib/portico/wallet-frame',
  secretsPath: '/etc/portico/wallet-frame-secrets.json',
  kms: { kind: 'file', keyPath: '/etc/portico/wallet-frame-kms.key' },
  database: { url: 'postgres://db.internal:5432/portico', schema: 'wallet_frame' },
  smtp: { host: 'smtp.example.com', port: 465, secure: true },
  gatewayProxySecret: 'a8F3kL9qW2eR7tY5uI1oP4sD6fG0hJ3k',
}

describe('walletFrameProductionProblems', () => {
  const problemsWith = (override: Record<string, unknown>) =>
    walletFrameProductionProblems(walletFrameConfigSchema.parse({ ...safe, ...override }))

  it('accepts a safe production config, and judges nothing outside production', () => {
    expect(problemsWith({})).toEqual([])
    expect(
      problemsWith({ smtp: { host: 'smtp.example.com', port: 587, requireTls: true } }),
    ).toEqual([])
    expect(problemsWith({ smtp: { host: '127.0.0.1', port: 25 } })).toEqual([])
    expect(
      problemsWith({
        kms: {
          kind: 'remote',
          url: 'https://kms.internal:8791',
          tokenPath: '/etc/portico/kms-token',
        },
      }),
    ).toEqual([])
    expect(
      problemsWith({
        custody: 'operator',
        kms: { kind: 'remote', url: 'http://127.0.0.1:8791', tokenPath: '/etc/portico/kms-token' },
        gatewayUrl: 'http://127.0.0.1:8787',
      }),
    ).toEqual([])
    expect(
      problemsWith({
        production: false,
        allowLoopbackOrigins: true,
        database: undefined,
        secretsPath: undefined,
      }),
    ).toEqual([])
  })

  it.each([
    [{ allowLoopbackOrigins: true }, [/^allowLoopbackOrigins is on/]],
    [{ publicUrl: undefined }, [/^publicUrl is not set/]],
    [{ database: undefined }, [/^dbPath is SQLite: wallet-frame nodes share one PostgreSQL/]],
    [{ database: undefined, dbPath: ':memory:' }, [/^dbPath is :memory:/, /^dbPath is SQLite/]],
    [
      { kms: { kind: 'file' } },
      [/^kms\.keyPath .* is inside dataDir: one backup of the data folder/],
    ],
    [
      {
        kms: {
          kind: 'remote',
          url: 'https://kms.internal:8791',
          tokenPath: '/var/lib/portico/wallet-frame/kms-token',
        },
      },
      [/^kms\.tokenPath .* is inside dataDir/],
    ],
    [{ secretsPath: undefined }, [/^secretsPath .*secrets\.json\) is inside dataDir/]],
    [
      { smtp: { host: 'smtp.example.com', port: 587 } },
      [/^smtp\.host smtp\.example\.com is reached without TLS/],
    ],
    [{ gatewayProxySecret: 'x'.repeat(40) }, [/^gatewayProxySecret looks like a placeholder/]],
    [{ metricsToken: undefined }, [/^metricsToken is not set/]],
    [{ metricsToken: 'x' }, [/^metricsToken is shorter than 32 characters\.$/]],
    [
      { publicUrl: 'http://wallet.example.com' },
      [/^publicUrl http:\/\/wallet\.example\.com is plain http beyond loopback: use https/],
    ],
    [
      {
        kms: {
          kind: 'remote',
          url: 'http://kms.internal:8791',
          tokenPath: '/etc/portico/kms-token',
        },
      },
      [/^kms\.url http:\/\/kms\.internal:8791 is plain http beyond loopback: .*client token/],
    ],
    [
      { gatewayUrl: 'http://gateway.internal:8787' },
      [/^gatewayUrl http:\/\/gateway\.internal:8787 is plain http beyond loopback/],
    ],
    [
      { social: { redirectUri: 'http://wallet.example.com/social/callback' } },
      [/^social\.redirectUri http:.* is plain http beyond loopback/],
    ],
    [
      { gatewayProxySecret: undefined },
      [
        /^gatewayProxySecret is not set; the gateway then counts every visitor in the frame's one rate-limit bucket/,
      ],
    ],
    [
      { custody: 'operator' },
      [
        /^custody is 'operator' with kms\.kind 'file': .*separate KMS process \(kms\.kind 'remote'\)/,
      ],
    ],
    [
      { custody: 'custodial' },
      [
        /^custody is 'operator' with kms\.kind 'file': .*separate KMS process \(kms\.kind 'remote'\)/,
      ],
    ],
    [
      { projectCustody: { shop: 'operator', blog: 'self' } },
      [
        /^projectCustody gives shop operator custody with kms\.kind 'file': .*separate KMS process \(kms\.kind 'remote'\)/,
      ],
    ],
    [{ projectCustody: { blog: 'self' } }, []],
    [{ host: '127.0.0.1', trustProxy: false, metricsToken: undefined }, []],
    [
      {
        social: {
          providers: {
            google: { clientId: 'g', clientSecret: 's', allowInsecureHttp: true },
          },
        },
      },
      [/^social\.providers\.google\.allowInsecureHttp is on/],
    ],
  ])('judges %j', (override, problems) => {
    expect(problemsWith(override)).toEqual(
      problems.map((problem) => expect.stringMatching(problem)),
    )
  })
})
