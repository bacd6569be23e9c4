import { describe, expect, it } from 'vitest'
import { exchangeConfigSchema } from './config/exchangeConfigSchema'
import { createExchange } from './createExchange'
import { exchangeTestClient } from './testing/exchangeTestClient'

// What the exchange refuses, through HTTP: no key or another's, malformed sessions, oversized
// bodies, forged forms, password guessing, framing. Nothing here is paid, so no chain runs.

const KEY = 'first-api-key-of-the-hardening-tests'
const OTHER_KEY = 'second-api-key-of-the-hardening-tests'
const SOLANA = 'solana:13FKrUdrA7MLPQ3ZeR7YRtVSKaZXx9vf'
const TUSDT = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const EVM_RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOL_RECIPIENT = '4xDWokWqPVZHMVCmgfQgBxsMyiJziTXVfQ3kuyrpDhzd'

async function exchange(options: { signInBurst?: number; apiBurst?: number } = {}) {
  let now = Date.parse('2026-11-27T12:00:00Z')
  const config = exchangeConfigSchema.parse({
    apiKeys: [KEY, OTHER_KEY],
    chains: {
      'eip155:31337': {
        name: 'Devnet A',
        rpcUrl: 'http://127.0.0.1:9',
        tokens: [{ address: TUSDT, symbol: 'tUSDT', decimals: 6 }],
      },
      [SOLANA]: {
        name: 'Local Solana',
        rpcUrl: 'http://127.0.0.1:9',
        tokens: [
          { mint: '2sNWg8cPBSeMd4xtEhbEaF989HpSQkceqzrjYcD9eRRH', symbol: 'PTT', decimals: 6 },
        ],
      },
    },
    hotWallet: { evmPrivateKey: `0x${'11'.repeat(32)}`, solanaSecretKey: `0x${'22'.repeat(32)}` },
    accounts: [{ email: 'Ada@Exchange.test', password: 'ada-password', balances: { ETH: '1' } }],
    allowedReturnOrigins: ['http://127.0.0.1:5173'],
    dbPath: ':memory:',
    sessionTtlSeconds: 600,
    rateLimits: {
      ...(options.signInBurst && { signIn: { burst: options.signInBurst, perMinute: 1 } }),
      ...(options.apiBurst && { api: { burst: options.apiBurst, perMinute: 1 } }),
    },
  })
  const { app } = await createExchange(config, { now: () => now })
  return {
    app,
    client: exchangeTestClient(app, KEY),
    other: exchangeTestClient(app, OTHER_KEY),
    advance: (ms: number) => {
      now += ms
    },
  }
}

const good = {
  network: 'eip155:31337',
  asset: 'native',
  amount: '0.01',
  recipient: EVM_RECIPIENT,
  reference: 'pay_abc',
}

async function refusal(res: Response) {
  return { status: res.status, ...((await res.json()) as { code: string; message: string }) }
}

describe('exchange sandbox API refusals', () => {
  it('needs a configured API key on every API call (401), and lists its assets with one', async () => {
    const ex = await exchange()
    for (const authorization of [
      undefined,
      'Bearer wrong-key-of-the-same-length-xx',
      `Basic ${KEY}`,
      `Bearer ${KEY}x`,
    ]) {
      for (const [method, path] of [
        ['GET', '/v1/assets'],
        ['POST', '/v1/sessions'],
        ['GET', '/v1/sessions/exs_aaaaaaaaaaaaaaaaaaaaaa'],
      ] as const) {
        const res = await ex.app.request(path, {
          method,
          headers: authorization ? { authorization } : {},
          ...(method === 'POST' && { body: JSON.stringify(good) }),
        })
        expect(await refusal(res), `${authorization} ${path}`).toMatchObject({
          status: 401,
          code: 'UNAUTHORIZED',
          message: 'A valid API key is required (Authorization: Bearer <apiKey>)',
        })
      }
    }
    const assets = (await (await ex.client.api('/v1/assets')).json()) as { assets: unknown[] }
    expect(assets.assets).toEqual([
      {
        network: 'eip155:31337',
        networkName: 'Devnet A',
        asset: 'native',
        symbol: 'ETH',
        decimals: 18,
      },
      {
        network: 'eip155:31337',
        networkName: 'Devnet A',
        asset: TUSDT,
        symbol: 'tUSDT',
        decimals: 6,
      },
      { network: SOLANA, networkName: 'Local Solana', asset: 'native', symbol: 'SOL', decimals: 9 },
      {
        network: SOLANA,
        networkName: 'Local Solana',
        asset: '2sNWg8cPBSeMd4xtEhbEaF989HpSQkceqzrjYcD9eRRH',
        symbol: 'PTT',
        decimals: 6,
      },
    ])
  })

  it('limits key guessing per address, and each known key on its own', async () => {
    const ex = await exchange({ apiBurst: 3 })
    const guess = (n: number) =>
      ex.app.request('/v1/assets', {
        headers: { authorization: `Bearer guess-${n}-xxxxxxxxxxxxxxxx` },
      })
    const statuses: number[] = []
    for (let n = 0; n < 4; n++) statuses.push((await guess(n)).status)
    expect(statuses).toEqual([401, 401, 401, 429])
    // The configured keys are not held back by the guesses.
    expect((await ex.client.api('/v1/assets')).status).toBe(200)
    expect((await ex.other.api('/v1/assets')).status).toBe(200)
  })

  it('refuses a malformed session with a clear 400 naming the problem', async () => {
    const ex = await exchange()
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { recipient: SOL_RECIPIENT },
        'INVALID_RECIPIENT',
        `${SOL_RECIPIENT} is not an address on Devnet A (eip155)`,
      ],
      [
        { recipient: '0x1234' },
        'INVALID_RECIPIENT',
        '0x1234 is not an address on Devnet A (eip155)',
      ],
      [
        { recipient: EVM_RECIPIENT.slice(2) },
        'INVALID_RECIPIENT',
        `${EVM_RECIPIENT.slice(2)} is not an address on Devnet A (eip155)`,
      ],
      [
        { recipient: EVM_RECIPIENT.replace('C', 'c') },
        'INVALID_RECIPIENT',
        `${EVM_RECIPIENT.replace('C', 'c')} is not an address on Devnet A (eip155)`,
      ],
      [
        { network: SOLANA, recipient: EVM_RECIPIENT },
        'INVALID_RECIPIENT',
        `${EVM_RECIPIENT} is not an address on Local Solana (solana)`,
      ],
      [
        { asset: TUSDT, amount: '1.1234567' },
        'INVALID_AMOUNT',
        'tUSDT has 6 decimals; 1.1234567 has more',
      ],
      [{ amount: '0' }, 'INVALID_AMOUNT', "amount must be a positive decimal, got '0'"],
      [{ amount: '0.000' }, 'INVALID_AMOUNT', "amount must be a positive decimal, got '0.000'"],
      [{ amount: '-1' }, 'INVALID_AMOUNT', "amount must be a positive decimal, got '-1'"],
      [{ amount: '1e3' }, 'INVALID_AMOUNT', "amount must be a positive decimal, got '1e3'"],
      [{ amount: 1 }, 'INVALID_REQUEST', 'amount: Invalid input: expected string, received number'],
      [
        { asset: '0x0000000000000000000000000000000000000001' },
        'INVALID_ASSET',
        'The exchange does not pay out 0x0000000000000000000000000000000000000001 on eip155:31337',
      ],
      [{ network: 'eip155:1' }, 'UNSUPPORTED_NETWORK', 'The exchange does not pay out on eip155:1'],
      [
        { returnUrl: 'javascript:alert(1)' },
        'INVALID_RETURN_URL',
        'returnUrl must be an http(s) URL',
      ],
      [
        { returnUrl: 'https://evil.example/x' },
        'INVALID_RETURN_URL',
        'returnUrl leads to https://evil.example, which is not an allowed return origin',
      ],
      [
        { returnUrl: 'http://127.0.0.1:5174/' },
        'INVALID_RETURN_URL',
        'returnUrl leads to http://127.0.0.1:5174, which is not an allowed return origin',
      ],
      [{ reference: '' }, 'INVALID_REQUEST', 'reference: Expected 1-128 printable characters'],
      [{ extra: 1 }, 'INVALID_REQUEST', 'Unrecognized key: "extra"'],
    ]
    for (const [change, code, message] of cases) {
      const res = await ex.client.createSession({ ...good, ...change })
      expect(await refusal(res), JSON.stringify(change)).toEqual({ status: 400, code, message })
    }
    const notJson = await ex.client.api('/v1/sessions', { method: 'POST', body: '{"network":' })
    expect(await refusal(notJson)).toEqual({
      status: 400,
      code: 'INVALID_REQUEST',
      message: 'The body must be JSON',
    })
    // Case does not matter for an EVM token; a mint must be exact.
    expect(
      (await ex.client.createSession({ ...good, asset: TUSDT.toLowerCase(), amount: '1.123456' }))
        .status,
    ).toBe(201)
    const sol = await ex.client.createSession({
      ...good,
      network: SOLANA,
      recipient: SOL_RECIPIENT,
      amount: '0.000000001',
    })
    expect(sol.status).toBe(201)
  })

  it('refuses a body over 16 KiB with 413 before reading it', async () => {
    const ex = await exchange()
    const res = await ex.client.createSession({ ...good, reference: 'x'.repeat(20_000) })
    expect(await refusal(res)).toEqual({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The body is larger than 16384 bytes',
    })
  })

  it('shows a session only to the key that made it', async () => {
    const ex = await exchange()
    const { sessionId } = (await (await ex.client.createSession(good)).json()) as {
      sessionId: string
    }
    expect(sessionId).toMatch(/^exs_[A-Za-z0-9_-]{22}$/)
    expect((await ex.client.session(sessionId)).status).toBe('PENDING')
    const res = await ex.other.api(`/v1/sessions/${sessionId}`)
    expect(await refusal(res)).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: `There is no session ${sessionId}`,
    })
  })

  it('closes a session not paid in time: FAILED for the site, "expired" on the page', async () => {
    const ex = await exchange()
    const { sessionId } = (await (await ex.client.createSession(good)).json()) as {
      sessionId: string
    }
    const visitor = ex.client.visitor(sessionId)
    await visitor.signIn('ada@exchange.test', 'ada-password')
    const token = await visitor.formToken()
    ex.advance(601_000)
    expect(await ex.client.session(sessionId)).toMatchObject({
      status: 'FAILED',
      failureReason: 'The session expired before it was paid',
    })
    expect((await visitor.confirm(token)).status).toBe(303)
    expect(await (await visitor.page()).text()).toContain('Payment failed')
  })
})

describe('exchange sandbox hosted page', () => {
  async function opened() {
    const ex = await exchange({ signInBurst: 3 })
    const res = await ex.client.createSession({ ...good, returnUrl: 'http://127.0.0.1:5173/done' })
    const { sessionId } = (await res.json()) as { sessionId: string }
    return { ...ex, sessionId, visitor: ex.client.visitor(sessionId) }
  }

  it('serves every answer with a CSP that allows no script and no framing', async () => {
    const { app, visitor, sessionId } = await opened()
    for (const res of [
      await visitor.page(),
      await app.request('/pay/exs_nonexistentnonexistent'),
      await app.request('/v1/assets'),
      await app.request('/icon.svg'),
      await app.request(`/pay/${sessionId}/sign-in`, { method: 'POST' }),
    ]) {
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      )
      expect(res.headers.get('x-frame-options')).toBe('DENY')
    }
    const page = await (await visitor.page()).text()
    expect(page).not.toContain('<script')
    expect(page).not.toContain('style=')
    expect(page).toContain('<label for="email">Email</label>')
    expect(page).toContain('<label for="password">Password</label>')
    expect(page).toContain('name="viewport" content="width=device-width, initial-scale=1"')
    expect((await app.request('/icon.svg')).headers.get('content-type')).toBe('image/svg+xml')
  })

  it('refuses forms without the session’s token or posted from another origin (CSRF)', async () => {
    const { visitor } = await opened()
    const token = await visitor.formToken()
    expect(token.length).toBeGreaterThan(20)
    const forged = await visitor.post('sign-in', {
      formToken: 'guess',
      email: 'ada@exchange.test',
      password: 'ada-password',
    })
    expect(forged.status).toBe(403)
    expect(await forged.text()).toContain(
      'This form is no longer valid. Reload the page and try again.',
    )
    expect(forged.headers.get('set-cookie')).toBeNull()
    await visitor.signIn('ada@exchange.test', 'ada-password')
    expect(visitor.cookie).toMatch(/^exchange_sign_in=/)
    expect((await visitor.confirm('guess')).status).toBe(403)
    const crossSite = await visitor.post(
      'confirm',
      { formToken: token },
      { origin: 'https://evil.example' },
    )
    expect(crossSite.status).toBe(403)
    expect(await (await visitor.page()).text()).toContain('Confirm payment')
  })

  it('refuses a wrong password without saying which part was wrong, and limits guessing', async () => {
    const { visitor } = await opened()
    const wrong = await visitor.signIn('ada@exchange.test', 'not-her-password')
    expect(wrong.status).toBe(401)
    expect(await wrong.text()).toContain('Wrong email or password.')
    expect(wrong.headers.get('set-cookie')).toBeNull()
    const unknown = await visitor.signIn('nobody@exchange.test', 'ada-password')
    expect(unknown.status).toBe(401)
    expect(await unknown.text()).toContain('Wrong email or password.')
    expect((await visitor.signIn('ada@exchange.test', 'still-not-it')).status).toBe(401)
    // The burst of 3 is spent: even the right password waits now.
    const limited = await visitor.signIn('ada@exchange.test', 'ada-password')
    expect(limited.status).toBe(429)
  })

  it('asks to sign in before confirming', async () => {
    const { visitor } = await opened()
    const res = await visitor.confirm()
    expect(res.status).toBe(401)
    expect(await res.text()).toContain('Sign in to pay.')
  })
})
