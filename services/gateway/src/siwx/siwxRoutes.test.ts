import { createManualClock } from '@portico/test/services/createManualClock'
import { afterEach, describe, expect, it } from 'vitest'
import { ERROR_CODES } from '../errors/errorCodes'
import { createTestGateway } from '../testing/createTestGateway'
import { gatewayTestDialects } from '../testing/gatewayTestDialects'
import { preflightRequest } from '../testing/preflightRequest'
import { signInWithSiwx } from '../testing/signInWithSiwx'

const ORIGIN = 'http://127.0.0.1:5173'
const project = { projectId: 'p', allowedOrigins: [ORIGIN] }

describe.each(await gatewayTestDialects())('SIWX on the gateway app (%s)', (dialect) => {
  const closers: Array<() => Promise<void>> = []
  afterEach(async () => {
    for (const close of closers.splice(0)) await close()
  })

  async function gateway() {
    const clock = createManualClock(Date.parse('2026-01-01T00:00:00Z'))
    // Messages must name a served chain; EOA signatures verify without calling its RPC.
    const chains = [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:9/' }]
    const test = await createTestGateway({ chains, projects: [project] }, { clock, dialect })
    closers.push(test.close)
    return { ...test, clock }
  }

  async function signIn(
    app: Awaited<ReturnType<typeof gateway>>['app'],
    domain = '127.0.0.1:5173',
  ) {
    const signed = await signInWithSiwx(app, {
      origin: ORIGIN,
      projectId: 'p',
      domain,
      issuedAt: '2026-01-01T00:00:00Z',
    })
    expect(signed.nonceStatus).toBe(200)
    return { ...signed, res: signed.response }
  }

  it('nonce → signed message → session listed → revoked → 401', async () => {
    const { app } = await gateway()
    const { res, account } = await signIn(app)
    expect(res.status).toBe(201)
    const { token } = (await res.json()) as { token: string }
    const auth = { Origin: ORIGIN, Authorization: `Bearer ${token}` }

    const list = await app.request('/v1/siwx/sessions?projectId=p', { headers: auth })
    expect(list.status).toBe(200)
    const { sessions } = (await list.json()) as {
      sessions: Array<{ address: string; chainId: string; current: boolean }>
    }
    expect(sessions).toEqual([
      expect.objectContaining({ address: account.address, chainId: 'eip155:31337', current: true }),
    ])

    const revoke = await app.request('/v1/siwx/sessions/revoke?projectId=p', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: '{}',
    })
    expect(await revoke.json()).toEqual({ revoked: true })
    const after = await app.request('/v1/siwx/sessions?projectId=p', { headers: auth })
    expect(after.status).toBe(401)
  })

  it('a replayed signature is refused (the nonce is single use)', async () => {
    const { app } = await gateway()
    const { res, message, signature } = await signIn(app)
    expect(res.status).toBe(201)
    const replay = await app.request('/v1/siwx/sessions?projectId=p', {
      method: 'POST',
      headers: { Origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ message, signature }),
    })
    expect(replay.status).toBe(401)
  })

  it('a message for a domain outside the project allowlist gets 403', async () => {
    const { app } = await gateway()
    const { res } = await signIn(app, 'evil.example')
    expect(res.status).toBe(403)
  })

  it("answers SIWX errors through the gateway's error handler, with its catalogue's codes", async () => {
    const { app } = await gateway()
    const res = await app.request('/v1/siwx/sessions?projectId=p', {
      method: 'POST',
      headers: { Origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'x' }),
    })
    expect(res.status).toBe(ERROR_CODES.INVALID_PARAMS.status)
    expect(await res.json()).toEqual({
      code: 'INVALID_PARAMS',
      message: 'Invalid input: message and signature are required',
    })
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN)
    const unsigned = await app.request('/v1/siwx/sessions?projectId=p', {
      headers: { Origin: ORIGIN },
    })
    expect(unsigned.status).toBe(ERROR_CODES.SIWX_INVALID_TOKEN.status)
    expect(await unsigned.json()).toEqual({
      code: 'SIWX_INVALID_TOKEN',
      message: ERROR_CODES.SIWX_INVALID_TOKEN.message,
    })
  })

  it('answers the preflight for the Authorization header', async () => {
    const { app } = await gateway()
    const res = await preflightRequest(app, '/v1/siwx/sessions?projectId=p', {
      origin: ORIGIN,
      method: 'GET',
      headers: 'authorization',
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('Access-Control-Allow-Headers')).toContain('authorization')
    expect(res.headers.get('Access-Control-Allow-Methods')).toContain('DELETE')
  })
})
