import { ServiceError } from '@portico/common'
import { apiErrorSchema } from '@portico/common/schemas/api'
import { Hono } from 'hono'
import type { Kysely } from 'kysely'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { formatSiweMessage } from '../message/formatSiweMessage'
import {
  siwxNonceResponseSchema,
  siwxRevokeResponseSchema,
  siwxSessionsResponseSchema,
  siwxSignInResponseSchema,
} from '../schemas/siwxApiSchemas'
import { sqliteDb } from '../testing/sqliteDb'
import { createKyselySiwxStore } from './createKyselySiwxStore'
import { createMemorySiwxStore } from './createMemorySiwxStore'
import { createSiwxRoutes } from './createSiwxRoutes'
import { migrateSiwxTables } from './migrateSiwxTables'
import type { SiwxDatabase } from './SiwxDatabase'
import type { SiwxServerStore } from './SiwxServerStore'
import { hashSessionToken } from './sessionTokens'

const alice = privateKeyToAccount(generatePrivateKey())
const bob = privateKeyToAccount(generatePrivateKey())
const ORIGIN = 'https://app.example.com'
const allowed = new Map([['proj1', [ORIGIN, 'http://127.0.0.1:5173']]])

let time: number
let store: SiwxServerStore
let app: Hono

const opened: Kysely<SiwxDatabase>[] = []
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()))
})

async function setUp(kind: 'memory' | 'sqlite') {
  time = Date.parse('2024-05-01T10:00:00.000Z')
  if (kind === 'memory') {
    store = createMemorySiwxStore()
  } else {
    const db = sqliteDb<SiwxDatabase>()
    opened.push(db)
    await migrateSiwxTables(db)
    store = createKyselySiwxStore(db)
  }
  app = host(
    createSiwxRoutes({
      store,
      now: () => time,
      sessionTtlMs: 60 * 60_000,
      isOriginAllowed: ({ projectId, origin }) => allowed.get(projectId)?.includes(origin) ?? false,
    }),
  )
}

/** An app mounting `routes` whose error handler shapes ServiceErrors, as the gateway's does. */
function host(routes: Hono): Hono {
  const hosting = new Hono()
  hosting.onError((error, c) =>
    error instanceof ServiceError
      ? c.json({ code: error.code, message: error.shortMessage }, error.status as 400)
      : c.json({ code: 'INTERNAL', message: 'Internal error' }, 500),
  )
  return hosting.route('/', routes)
}

async function nonce(projectId = 'proj1') {
  const response = await app.request(`/v1/siwx/nonce?projectId=${projectId}`, { method: 'POST' })
  expect(response.status).toBe(200)
  return siwxNonceResponseSchema.parse(await response.json()).nonce
}

async function signedMessage(
  account = alice,
  overrides: { domain?: string; nonce?: string; expirationTime?: string } = {},
) {
  const message = formatSiweMessage({
    domain: 'app.example.com',
    accountAddress: account.address,
    uri: ORIGIN,
    version: '1',
    chainId: 'eip155:1',
    nonce: overrides.nonce ?? (await nonce()),
    issuedAt: new Date(time).toISOString(),
    ...overrides,
  })
  return { message, signature: await account.signMessage({ message }) }
}

function signIn(
  body: unknown,
  { origin = ORIGIN as string | undefined, projectId = 'proj1' } = {},
) {
  return app.request(`/v1/siwx/sessions?projectId=${projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: JSON.stringify(body),
  })
}

async function signedIn(account = alice) {
  const response = await signIn(await signedMessage(account))
  expect(response.status).toBe(201)
  return siwxSignInResponseSchema.parse(await response.json())
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const errorOf = async (response: Response) => ({
  status: response.status,
  ...apiErrorSchema.parse(await response.json()),
})

describe.each(['memory', 'sqlite'] as const)('createSiwxRoutes over a %s store', (kind) => {
  beforeEach(() => setUp(kind))

  it('issues nonces per project', async () => {
    const response = await app.request('/v1/siwx/nonce', { method: 'POST' })
    expect(await errorOf(response)).toMatchObject({ status: 400, code: 'INVALID_PARAMS' })
    const [a, b] = [await nonce(), await nonce()]
    expect(a).not.toBe(b)
  })

  it('signs in, lists the session with the token, and keeps only a hash of the token', async () => {
    const { token, session } = await signedIn()
    expect(session).toMatchObject({
      address: alice.address,
      chainId: 'eip155:1',
      current: true,
      expiresAt: '2024-05-01T11:00:00.000Z',
    })
    expect(session.data.accountAddress).toBe(alice.address)
    const list = await app.request('/v1/siwx/sessions', { headers: bearer(token) })
    expect(siwxSessionsResponseSchema.parse(await list.json()).sessions).toEqual([session])
    expect(await store.findSessionByTokenHash(token)).toBeUndefined()
    const record = await store.findSessionByTokenHash(await hashSessionToken(token))
    expect(record?.id).toBe(session.id)
    expect(JSON.stringify(record)).not.toContain(token)
  })

  it('refuses a replayed sign-in and nonces it never issued', async () => {
    const body = await signedMessage()
    expect((await signIn(body)).status).toBe(201)
    expect(await errorOf(await signIn(body))).toMatchObject({
      status: 401,
      code: 'SIWX_NONCE_MISMATCH',
    })
    const unissued = await signedMessage(alice, { nonce: 'madeUpNonce123' })
    expect(await errorOf(await signIn(unissued))).toMatchObject({
      status: 401,
      code: 'SIWX_NONCE_MISMATCH',
    })
  })

  it('refuses an expired nonce', async () => {
    const body = await signedMessage()
    time += 5 * 60_000
    expect(await errorOf(await signIn(body))).toMatchObject({
      status: 401,
      code: 'SIWX_NONCE_MISMATCH',
    })
  })

  it('keeps the nonce when the signature is bad, so the real one still works', async () => {
    const body = await signedMessage()
    const forged = { ...body, signature: await bob.signMessage({ message: body.message }) }
    expect(await errorOf(await signIn(forged))).toMatchObject({
      status: 401,
      code: 'SIWX_INVALID_SIGNATURE',
    })
    const altered = {
      ...body,
      message: body.message.replace(
        'URI: https://app.example.com',
        'URI: https://app.example.com/x',
      ),
    }
    expect(await errorOf(await signIn(altered))).toMatchObject({
      status: 401,
      code: 'SIWX_INVALID_SIGNATURE',
    })
    expect((await signIn(body)).status).toBe(201)
  })

  it('answers 403 for sites the project does not allow, or that are not the calling page', async () => {
    const notAllowed = await signedMessage(alice, { domain: 'evil.example.org' })
    expect(await errorOf(await signIn(notAllowed, { origin: 'https://evil.example.org' }))).toEqual(
      {
        status: 403,
        code: 'UNAUTHORIZED_ORIGIN',
        message: 'Unauthorized: origin not allowed',
      },
    )
    // An allowed domain, but posted from another page.
    const allowedDomain = await signedMessage()
    expect((await signIn(allowedDomain, { origin: 'https://evil.example.org' })).status).toBe(403)
    expect((await signIn(allowedDomain, { projectId: 'proj2' })).status).toBe(403)
    // Server-to-server (no Origin header): the message's domain with https must be allowed.
    expect((await signIn(allowedDomain, { origin: undefined })).status).toBe(201)
    const local = await signedMessage(alice, { domain: '127.0.0.1:5173' })
    expect((await signIn(local, { origin: 'http://127.0.0.1:5173' })).status).toBe(201)
  })

  it('accepts messages for the networks it is given only', async () => {
    const routes = (chains: `eip155:${number}`[]) =>
      host(createSiwxRoutes({ store, now: () => time, chains, isOriginAllowed: () => true }))
    const post = (on: Hono, body: unknown) =>
      on.request('/v1/siwx/sessions?projectId=proj1', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: JSON.stringify(body),
      })
    const body = await signedMessage()
    expect(await errorOf(await post(routes(['eip155:8453']), body))).toMatchObject({
      status: 401,
      code: 'SIWX_CHAIN_MISMATCH',
    })
    expect((await post(routes(['eip155:8453', 'eip155:1']), body)).status).toBe(201)
  })

  it('accepts a nonce only for the project that asked for it', async () => {
    const anyProject = host(
      createSiwxRoutes({ store, now: () => time, isOriginAllowed: () => true }),
    )
    const body = await signedMessage(alice, { nonce: await nonce('proj1') })
    const elsewhere = await anyProject.request('/v1/siwx/sessions?projectId=proj2', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify(body),
    })
    expect(await errorOf(elsewhere)).toMatchObject({ status: 401, code: 'SIWX_NONCE_MISMATCH' })
    expect((await signIn(body)).status).toBe(201)
  })

  it('refuses signatures longer than an EOA one when no client could check them', async () => {
    const { message } = await signedMessage()
    const long = `0x${'12'.repeat(66)}`
    expect(await errorOf(await signIn({ message, signature: long }))).toEqual({
      status: 400,
      code: 'SIWX_SIGNATURE_TOO_LONG',
      message: 'Invalid input: signature is longer than 65 bytes and no chain client can verify it',
    })
  })

  it('answers 400 for malformed bodies and messages', async () => {
    expect(await errorOf(await signIn({ message: 'x' }))).toMatchObject({
      status: 400,
      code: 'INVALID_PARAMS',
    })
    const { message, signature } = await signedMessage()
    expect(await errorOf(await signIn({ message: `${message}\n`, signature }))).toMatchObject({
      status: 400,
      code: 'SIWX_INVALID_MESSAGE',
    })
  })

  it('revokes sessions so their tokens stop working', async () => {
    const first = await signedIn()
    const second = await signedIn()
    const other = await signedIn(bob)
    const listed = await app.request('/v1/siwx/sessions', { headers: bearer(first.token) })
    expect(siwxSessionsResponseSchema.parse(await listed.json()).sessions.map((s) => s.id)).toEqual(
      [first.session.id, second.session.id],
    )
    // Another account's session cannot be revoked with this token.
    const foreign = await app.request(`/v1/siwx/sessions/${other.session.id}`, {
      method: 'DELETE',
      headers: bearer(first.token),
    })
    expect(siwxRevokeResponseSchema.parse(await foreign.json())).toEqual({ revoked: false })

    const bySibling = await app.request('/v1/siwx/sessions/revoke', {
      method: 'POST',
      headers: { ...bearer(first.token), 'content-type': 'application/json' },
      body: JSON.stringify({ id: second.session.id }),
    })
    expect(siwxRevokeResponseSchema.parse(await bySibling.json())).toEqual({ revoked: true })
    expect((await app.request('/v1/siwx/sessions', { headers: bearer(second.token) })).status).toBe(
      401,
    )

    const own = await app.request('/v1/siwx/sessions/current', {
      method: 'DELETE',
      headers: bearer(first.token),
    })
    expect(siwxRevokeResponseSchema.parse(await own.json())).toEqual({ revoked: true })
    expect(
      await errorOf(await app.request('/v1/siwx/sessions', { headers: bearer(first.token) })),
    ).toMatchObject({
      status: 401,
      code: 'SIWX_INVALID_TOKEN',
    })
    expect((await app.request('/v1/siwx/sessions', { headers: bearer(other.token) })).status).toBe(
      200,
    )
  })

  it('ends sessions at the earlier of the server lifetime and the message expiration', async () => {
    const { token } = await signedIn()
    const short = await signIn(
      await signedMessage(alice, { expirationTime: '2024-05-01T10:10:00.000Z' }),
    )
    const shortToken = siwxSignInResponseSchema.parse(await short.json()).token
    time += 10 * 60_000
    expect((await app.request('/v1/siwx/sessions', { headers: bearer(shortToken) })).status).toBe(
      401,
    )
    expect((await app.request('/v1/siwx/sessions', { headers: bearer(token) })).status).toBe(200)
    time += 50 * 60_000
    expect((await app.request('/v1/siwx/sessions', { headers: bearer(token) })).status).toBe(401)
  })

  it('refuses missing, unknown and other-project tokens', async () => {
    const { token } = await signedIn()
    expect((await app.request('/v1/siwx/sessions')).status).toBe(401)
    expect((await app.request('/v1/siwx/sessions', { headers: bearer('siwx_nope') })).status).toBe(
      401,
    )
    expect(
      (await app.request('/v1/siwx/sessions?projectId=proj2', { headers: bearer(token) })).status,
    ).toBe(401)
    expect(
      (await app.request('/v1/siwx/sessions?projectId=proj1', { headers: bearer(token) })).status,
    ).toBe(200)
  })
})
