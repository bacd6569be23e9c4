import { HTTP_TIMEOUT_MS, ServiceError, STORAGE_KEYS } from '@portico/common'
import { ApiTimeoutError } from '@portico/core'
import { createMemorySiwxStore, createSiwxRoutes } from '@portico/siwx-server'
import { parseSiweMessage } from '@portico/siwx-server/verify'
import { createMemoryStorage } from '@portico/test/storage/createMemoryStorage'
import { Hono } from 'hono'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SiwxGatewayError } from '../errors/SiwxGatewayError'
import {
  createGatewaySiwx,
  type GatewaySiwxClient,
  type GatewaySiwxOptions,
} from './createGatewaySiwx'

const alice = privateKeyToAccount(generatePrivateKey())
const signAs = (account: typeof alice) => (message: string) => account.signMessage({ message })
const quietLogger = { warn: () => undefined, error: () => undefined }

let time: number
let gateway: Hono
let storage: ReturnType<typeof createMemoryStorage>

beforeEach(() => {
  time = Date.parse('2024-05-01T10:00:00.000Z')
  storage = createMemoryStorage()
  gateway = new Hono()
  // The routes throw; like the gateway's, the host's one error handler shapes the answer.
  gateway.onError((error, c) =>
    error instanceof ServiceError
      ? c.json({ code: error.code, message: error.shortMessage }, error.status as 400)
      : c.json({ code: 'INTERNAL', message: 'Internal error' }, 500),
  )
  gateway.route(
    '/',
    createSiwxRoutes({
      store: createMemorySiwxStore(),
      now: () => time,
      sessionTtlMs: 60 * 60_000,
      isOriginAllowed: ({ origin }) => origin === 'https://app.example.com',
    }),
  )
})

function options(overrides: Partial<GatewaySiwxOptions> = {}): GatewaySiwxOptions {
  return {
    gatewayUrl: 'http://127.0.0.1:8787',
    projectId: 'proj1',
    domain: 'app.example.com',
    uri: 'https://app.example.com',
    statement: 'Sign in to Example',
    storage,
    logger: quietLogger,
    now: () => time,
    fetch: (input, init) => Promise.resolve(gateway.fetch(new Request(input, init))),
    ...overrides,
  }
}

const client = (overrides: Partial<GatewaySiwxOptions> = {}) =>
  createGatewaySiwx(options(overrides))

async function signIn(siwx: GatewaySiwxClient) {
  const message = await siwx.createMessage({ accountAddress: alice.address, chainId: 'eip155:1' })
  await siwx.addSession(await siwx.signMessage(message, signAs(alice)))
  return message
}

afterEach(() => {
  vi.unstubAllGlobals()
})

const serverSessions = (token: string) =>
  gateway.request('/v1/siwx/sessions', { headers: { authorization: `Bearer ${token}` } })

describe('createGatewaySiwx', () => {
  it('signs in with a server nonce and keeps the session across reloads', async () => {
    const siwx = client()
    const message = await signIn(siwx)
    expect(parseSiweMessage(message.message).nonce).toMatch(/^[A-Za-z0-9]{30}$/)
    const token = await siwx.getSessionToken('eip155:1', alice.address.toLowerCase())
    expect(token).toMatch(/^siwx_/)
    expect(JSON.parse(storage.entries.get(STORAGE_KEYS.siwxAuthToken) ?? '{}')).toEqual({
      [`eip155:1:${alice.address.toLowerCase()}`]: token,
    })
    const reloaded = client()
    const sessions = await reloaded.getSessions('eip155:1', alice.address)
    expect(sessions).toEqual([
      {
        data: { ...message.data, accountAddress: alice.address },
        message: message.message,
        signature: expect.any(String),
      },
    ])
    expect(await reloaded.getSessions('eip155:8453', alice.address)).toEqual([])
  })

  it("keeps tokens in the page's sessionStorage when asked, localStorage by default", async () => {
    const [local, session] = [createMemoryStorage(), createMemoryStorage()]
    vi.stubGlobal('localStorage', local)
    vi.stubGlobal('sessionStorage', session)
    await signIn(client({ storage: 'sessionStorage' }))
    expect(
      Object.keys(JSON.parse(session.entries.get(STORAGE_KEYS.siwxAuthToken) ?? '{}')),
    ).toEqual([`eip155:1:${alice.address.toLowerCase()}`])
    expect(local.entries.size).toBe(0)
    const { storage: _, ...rest } = options()
    await signIn(createGatewaySiwx(rest))
    expect(local.entries.has(STORAGE_KEYS.siwxAuthToken)).toBe(true)
  })

  it('signs messages that expire after 24 h by default, or expirationMs; the session ends then', async () => {
    const usual = await client().createMessage({
      accountAddress: alice.address,
      chainId: 'eip155:1',
    })
    expect(usual.data.expirationTime).toBe('2024-05-02T10:00:00.000Z')
    const siwx = client({ expirationMs: 15 * 60_000 })
    const message = await signIn(siwx)
    expect(message.data.expirationTime).toBe('2024-05-01T10:15:00.000Z')
    const [session] = await siwx.getServerSessions('eip155:1', alice.address)
    expect(session?.expiresAt).toBe('2024-05-01T10:15:00.000Z')
    time += 15 * 60_000
    expect(await siwx.getServerSessions('eip155:1', alice.address)).toEqual([])
  })

  it('revokes on the server, so the token stops working', async () => {
    const siwx = client()
    await signIn(siwx)
    const token = (await siwx.getSessionToken('eip155:1', alice.address)) ?? ''
    await siwx.revokeSession('eip155:1', alice.address)
    expect((await serverSessions(token)).status).toBe(401)
    expect(await siwx.getSessions('eip155:1', alice.address)).toEqual([])
    expect(await siwx.getSessionToken('eip155:1', alice.address)).toBeUndefined()
  })

  it('forgets sessions revoked elsewhere or expired on the server', async () => {
    const siwx = client()
    await signIn(siwx)
    time += 60 * 60_000
    expect(await siwx.getSessions('eip155:1', alice.address)).toEqual([])
    expect(await siwx.getSessionToken('eip155:1', alice.address)).toBeUndefined()
  })

  it('clears every session on setSessions([])', async () => {
    const siwx = client()
    await signIn(siwx)
    const token = (await siwx.getSessionToken('eip155:1', alice.address)) ?? ''
    await siwx.setSessions([])
    expect((await serverSessions(token)).status).toBe(401)
    expect(storage.entries.get(STORAGE_KEYS.siwxAuthToken)).toBe('{}')
  })

  it("surfaces the server's refusals", async () => {
    const siwx = client()
    const message = await siwx.createMessage({ accountAddress: alice.address, chainId: 'eip155:1' })
    const session = await siwx.signMessage(message, signAs(alice))
    const forged = {
      ...session,
      signature: await privateKeyToAccount(generatePrivateKey()).signMessage({
        message: session.message,
      }),
    }
    await expect(siwx.addSession(forged)).rejects.toMatchObject({
      code: 'SIWX_INVALID_SIGNATURE',
      status: 401,
    })
    await siwx.addSession(session)
    await expect(siwx.addSession(session)).rejects.toMatchObject({ code: 'SIWX_NONCE_MISMATCH' })

    const elsewhere = client({ domain: 'evil.example.org', uri: 'https://evil.example.org' })
    const foreign = await elsewhere.createMessage({
      accountAddress: alice.address,
      chainId: 'eip155:1',
    })
    const error = await elsewhere
      .addSession(await elsewhere.signMessage(foreign, signAs(alice)))
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SiwxGatewayError)
    expect((error as SiwxGatewayError).shortMessage).toBe('Unauthorized: origin not allowed')
  })

  it('rejects malformed answers and unreachable gateways with clear errors', async () => {
    const garbled = client({ fetch: async () => Response.json({ nonce: 42 }) })
    await expect(
      garbled.createMessage({ accountAddress: alice.address, chainId: 'eip155:1' }),
    ).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      shortMessage: 'Unexpected answer from the sign-in service',
    })
    const down = client({ fetch: () => Promise.reject(new TypeError('fetch failed')) })
    await expect(
      down.createMessage({ accountAddress: alice.address, chainId: 'eip155:1' }),
    ).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    })
    vi.useFakeTimers()
    try {
      // A gateway that never answers, through a fetch that ignores the abort signal.
      const hung = client({ fetch: () => new Promise<Response>(() => undefined) })
      const pending = hung
        .createMessage({ accountAddress: alice.address, chainId: 'eip155:1' })
        .catch((e: unknown) => e)
      await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS)
      const error = await pending
      expect(error).toMatchObject({ code: 'NETWORK_ERROR' })
      expect((error as SiwxGatewayError).cause).toBeInstanceOf(ApiTimeoutError)
    } finally {
      vi.useRealTimers()
    }
    const failing = client({ fetch: async () => new Response('oops', { status: 502 }) })
    await expect(
      failing.createMessage({ accountAddress: alice.address, chainId: 'eip155:1' }),
    ).rejects.toMatchObject({
      code: 'HTTP_ERROR',
      status: 502,
    })
  })
})

describe('the server nonce in storage (siwxNonceToken)', () => {
  const ask = (siwx: GatewaySiwxClient) =>
    siwx.createMessage({ accountAddress: alice.address, chainId: 'eip155:1' })
  const stored = () => JSON.parse(storage.entries.get(STORAGE_KEYS.siwxNonceToken) ?? 'null')

  it('keeps the unused nonce, so a reload while the wallet signs gets the same one', async () => {
    const first = await ask(client())
    const nonce = parseSiweMessage(first.message).nonce
    expect(stored()).toMatchObject({ nonce, expiresAt: expect.any(String) })
    // The page reloaded: a new client over the same storage.
    const again = await ask(client())
    expect(parseSiweMessage(again.message).nonce).toBe(nonce)
  })

  it('forgets it once sent with a signature, whatever the answer, and near its expiry', async () => {
    const siwx = client()
    const used = parseSiweMessage((await signIn(siwx)).message).nonce
    expect(stored()).toBeNull()
    const next = await ask(siwx)
    expect(parseSiweMessage(next.message).nonce).not.toBe(used)
    // A refused signature spends it too.
    await expect(siwx.addSession({ ...next, signature: '0x00' })).rejects.toThrow()
    expect(stored()).toBeNull()
    // Close to its expiry a stored nonce is not used.
    const kept = parseSiweMessage((await ask(siwx)).message).nonce
    time = Date.parse(stored().expiresAt) - 1_000
    expect(parseSiweMessage((await ask(siwx)).message).nonce).not.toBe(kept)
  })
})
