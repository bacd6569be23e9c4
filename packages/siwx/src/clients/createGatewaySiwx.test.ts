import { STORAGE_KEYS } from '@portico/common'
import { createMemorySiwxStore, createSiwxRoutes } from '@portico/siwx-server'
import { parseSiweMessage } from '@portico/siwx-server/verify'
import { Hono } from 'hono'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeEach, describe, expect, it } from 'vitest'
import { SiwxGatewayError } from '../errors/SiwxGatewayError'
import { memoryStorage } from '../test/memoryStorage'
import { createGatewaySiwx, type GatewaySiwxOptions } from './createGatewaySiwx'

const alice = privateKeyToAccount(generatePrivateKey())
const signAs = (account: typeof alice) => (message: string) => account.signMessage({ message })
const quietLogger = { warn: () => undefined, error: () => undefined }

let time: number
let gateway: Hono
let storage: ReturnType<typeof memoryStorage>

beforeEach(() => {
  time = Date.parse('2024-05-01T10:00:00.000Z')
  storage = memoryStorage()
  gateway = new Hono()
  gateway.route(
    '/',
    createSiwxRoutes({
      store: createMemorySiwxStore({ now: () => time }),
      now: () => time,
      sessionTtlMs: 60 * 60_000,
      isOriginAllowed: ({ origin }) => origin === 'https://app.example.com',
    }),
  )
})

function client(overrides: Partial<GatewaySiwxOptions> = {}) {
  return createGatewaySiwx({
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
  })
}

async function signIn(siwx: ReturnType<typeof client>) {
  const message = await siwx.createMessage({ accountAddress: alice.address, chainId: 'eip155:1' })
  await siwx.addSession(await siwx.signMessage(message, signAs(alice)))
  return message
}

const serverSessions = (token: string) =>
  gateway.request('/v1/siwx/sessions', { headers: { authorization: `Bearer ${token}` } })

describe('createGatewaySiwx', () => {
  it('signs in with a server nonce and keeps the session across reloads', async () => {
    const siwx = client()
    const message = await signIn(siwx)
    expect(parseSiweMessage(message.message).nonce).toMatch(/^[A-Za-z0-9]{22}$/)
    const token = await siwx.getSessionToken('eip155:1', alice.address.toLowerCase())
    expect(token).toMatch(/^siwx_/)
    expect(JSON.parse(storage.items.get(STORAGE_KEYS.siwxAuthToken) ?? '{}')).toEqual({
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
    expect(storage.items.get(STORAGE_KEYS.siwxAuthToken)).toBe('{}')
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
    const failing = client({ fetch: async () => new Response('oops', { status: 502 }) })
    await expect(
      failing.createMessage({ accountAddress: alice.address, chainId: 'eip155:1' }),
    ).rejects.toMatchObject({
      code: 'HTTP_ERROR',
      status: 502,
    })
  })
})
