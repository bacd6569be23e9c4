import type { Clock, Logger } from '@portico/server'
import { silentLogger } from '@portico/server'
import { describe, expect, it } from 'vitest'
import { createRelayIdentity, type RelayIdentity, signRelayJwt } from './auth/signRelayJwt'
import { spawnRelayProcess } from './bench/spawnRelayProcess'
import type { RelayConfig } from './config/RelayConfig'
import { cleanUpAfterEach } from './testing/cleanUpAfterEach'
import { connectTestClient, type TestClient } from './testing/connectTestClient'
import { randomTopic } from './testing/randomTopic'
import { startTestRelay } from './testing/startTestRelay'
import { tempDbPath } from './testing/tempDbPath'
import { upgradeResponse } from './testing/upgradeResponse'

// Replays of the relay findings of issue 12 ("Hardening"), each against a real relay over a
// real local WebSocket, expecting the fixed behaviour.

const cleanups = cleanUpAfterEach()

type Started = Awaited<ReturnType<typeof startTestRelay>>

async function setup(
  options: { config?: Partial<RelayConfig>; clock?: Clock; dbPath?: string; port?: number } = {},
) {
  const relay = await startTestRelay(options)
  cleanups.push(relay.stop)
  return relay
}

async function client(
  relay: Started,
  options: { identity?: RelayIdentity; headers?: Record<string, string>; nowSeconds?: number } = {},
) {
  const opened = await connectTestClient(relay.url, options)
  cleanups.push(opened.close)
  return opened
}

const KIB = 1024
const nowSeconds = () => Math.floor(Date.now() / 1000)
const publish = (c: TestClient, topic: string, message: string, ttl = 300) =>
  c.request('irn_publish', { topic, message, ttl, tag: 1108 })
const authFor = (identity: RelayIdentity, aud: string, iat = nowSeconds(), ttlSeconds = 86_400) =>
  signRelayJwt(identity, { aud, iat, ttlSeconds })

describe('finding 1: relay storage has no quota', () => {
  it('stops one self-made did:key at its quota with default settings (10 MiB, not 40 MB)', async () => {
    const relay = await setup()
    const flooder = await client(relay)
    const topic = randomTopic()
    const big = 'A'.repeat(512 * KIB - 16)
    let accepted = 0
    let refusal: unknown
    for (let i = 0; i < 80 && refusal === undefined; i++) {
      const reply = await publish(flooder, topic, `${i}`.padEnd(16, '-') + big, 7 * 24 * 3600)
      if (reply.result === true) accepted++
      else refusal = reply.error
    }
    expect(refusal).toEqual({ code: -32006, message: 'Storage quota of this client exceeded' })
    expect(accepted).toBe(19)
  }, 30_000)

  it('refuses a TTL over 7 days by default and accepts 7 days', async () => {
    const relay = await setup()
    const c = await client(relay)
    const topic = randomTopic()
    expect((await publish(c, topic, 'm1', 7 * 24 * 3600 + 1)).error).toEqual({
      code: -32602,
      message: 'TTL too long',
    })
    expect((await publish(c, topic, 'm2', 7 * 24 * 3600)).result).toBe(true)
    const configured = await setup({ config: { maxTtlSeconds: 60 } })
    expect((await publish(await client(configured), topic, 'm3', 61)).error?.message).toBe(
      'TTL too long',
    )
  })

  it('stops fresh did:keys from one address at the per-address quota', async () => {
    const relay = await setup({
      config: { maxStoredBytesPerClient: 40 * KIB, maxStoredBytesPerAddress: 100 * KIB },
    })
    const topic = randomTopic()
    const message = 'B'.repeat(30 * KIB)
    const replies: (string | true)[] = []
    for (let i = 0; i < 5; i++) {
      const fresh = await client(relay)
      const reply = await publish(fresh, topic, `${i}${message}`)
      replies.push(reply.result === true ? true : (reply.error?.message ?? 'none'))
    }
    expect(replies).toEqual([
      true,
      true,
      true,
      'Storage quota of this address exceeded',
      'Storage quota of this address exceeded',
    ])
  })

  it('refuses publishes above the high-water mark, loses nothing stored, and recovers after expiry', async () => {
    let now = Date.now()
    const clock = { now: () => now }
    const relay = await setup({
      clock,
      config: { maxStoredBytes: 100 * KIB, trustProxy: true, maxStoredBytesPerAddress: 45 * KIB },
    })
    const topic = randomTopic()
    const message = 'C'.repeat(20 * KIB)
    const accepted: string[] = []
    let refusal: unknown
    for (let i = 0; i < 10 && refusal === undefined; i++) {
      const from = await client(relay, {
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        nowSeconds: Math.floor(now / 1000),
      })
      const text = `${i}${message}`
      const reply = await publish(from, topic, text, 60)
      if (reply.result === true) accepted.push(text)
      else refusal = reply.error
    }
    expect(refusal).toEqual({ code: -32007, message: 'Relay storage full' })
    expect(accepted).toHaveLength(4)
    const reader = await client(relay, { nowSeconds: Math.floor(now / 1000) })
    await reader.request('irn_subscribe', { topic })
    const pushes = await reader.waitForPushes(4)
    expect(pushes.map((push) => push.params?.data.message)).toEqual(accepted)
    now += 61_000
    const later = await client(relay, { nowSeconds: Math.floor(now / 1000) })
    expect((await publish(later, topic, 'after expiry', 60)).result).toBe(true)
  })

  it('refuses publishes while the disk is under its free-space minimum; stored messages still arrive', async () => {
    const db = tempDbPath()
    cleanups.push(db.remove)
    const topic = randomTopic()
    const first = await startTestRelay({ dbPath: db.path })
    const publisher = await connectTestClient(first.url)
    expect((await publish(publisher, topic, 'stored before')).result).toBe(true)
    await publisher.close()
    await first.stop()

    const low = await setup({
      dbPath: db.path,
      config: { minFreeDiskBytes: Number.MAX_SAFE_INTEGER },
    })
    const again = await client(low)
    expect((await publish(again, topic, 'refused')).error).toEqual({
      code: -32007,
      message: 'Relay storage full',
    })
    const reader = await client(low)
    await reader.request('irn_subscribe', { topic })
    const [push] = await reader.waitForPushes(1)
    expect(push?.params?.data.message).toBe('stored before')
  })

  it('keeps counting what a client stored across a relay restart', async () => {
    const db = tempDbPath()
    cleanups.push(db.remove)
    const config = { maxStoredBytesPerClient: 50 * KIB }
    const identity = createRelayIdentity()
    const topic = randomTopic()
    const first = await startTestRelay({ dbPath: db.path, config })
    const before = await connectTestClient(first.url, { identity })
    expect((await publish(before, topic, 'D'.repeat(40 * KIB))).result).toBe(true)
    await before.close()
    await first.stop()
    const second = await setup({ dbPath: db.path, config })
    const after = await client(second, { identity })
    expect((await publish(after, topic, 'E'.repeat(20 * KIB))).error?.message).toBe(
      'Storage quota of this client exceeded',
    )
  })

  it('warns loudly at start-up when no project ids are configured', async () => {
    const warnings: string[] = []
    const logger: Logger = { ...silentLogger, warn: (message) => warnings.push(message) }
    const open = await startTestRelay({ logger })
    cleanups.push(open.stop)
    expect(warnings.join('\n')).toMatch(/NO PROJECT IDS ARE CONFIGURED \(PORTICO_RELAY_PROJECT_IDS/)
    warnings.length = 0
    const closed = await startTestRelay({ logger, config: { projectIds: ['portico'] } })
    cleanups.push(closed.stop)
    expect(warnings).toEqual([])
  })
})

describe('finding 2: no connection caps', () => {
  it('answers 429 at the upgrade once one address holds its sockets (default 100), and frees a slot on close', async () => {
    const relay = await setup()
    const open: TestClient[] = []
    for (let i = 0; i < 100; i++) open.push(await client(relay))
    const extra = authFor(createRelayIdentity(), relay.url)
    expect(await upgradeResponse(`${relay.url}/?auth=${extra}`)).toEqual({
      status: 429,
      reason: 'Too many connections from this address',
    })
    expect(relay.relay.connectionCount()).toBe(100)
    await open[0]?.close()
    await expect.poll(() => upgradeResponse(`${relay.url}/?auth=${extra}`)).toEqual({ status: 101 })
  }, 30_000)

  it('answers 429 once one client id holds its sockets (default 20)', async () => {
    const relay = await setup()
    const identity = createRelayIdentity()
    for (let i = 0; i < 20; i++) await client(relay, { identity })
    expect(await upgradeResponse(`${relay.url}/?auth=${authFor(identity, relay.url)}`)).toEqual({
      status: 429,
      reason: 'Too many connections for this client',
    })
  })

  it('counts the right-most X-Forwarded-For hop only with trustProxy, and ignores the header without it', async () => {
    const spoofed = (hop: string) => ({ 'x-forwarded-for': `203.0.113.9, ${hop}` })
    const proxied = await setup({ config: { trustProxy: true, maxConnectionsPerAddress: 2 } })
    const statusVia = async (relay: Started, headers: Record<string, string>) =>
      (
        await upgradeResponse(
          `${relay.url}/?auth=${authFor(createRelayIdentity(), relay.url)}`,
          headers,
        )
      ).status
    await client(proxied, { headers: spoofed('192.0.2.1') })
    await client(proxied, { headers: { 'x-forwarded-for': '198.51.100.1, 192.0.2.1' } })
    expect(await statusVia(proxied, spoofed('192.0.2.1'))).toBe(429)
    expect(await statusVia(proxied, spoofed('192.0.2.2'))).toBe(101)

    const direct = await setup({ config: { maxConnectionsPerAddress: 2 } })
    await client(direct, { headers: spoofed('192.0.2.1') })
    await client(direct, { headers: spoofed('192.0.2.2') })
    expect(await statusVia(direct, spoofed('192.0.2.3'))).toBe(429)
  })

  it('caps subscriptions per connection at 200 by default; an oversized batch subscribes none', async () => {
    const relay = await setup()
    const c = await client(relay)
    const topics = Array.from({ length: 201 }, () => randomTopic())
    expect((await c.request('irn_batchSubscribe', { topics })).error).toEqual({
      code: -32602,
      message: 'Too many subscriptions',
    })
    expect(
      (await c.request('irn_batchSubscribe', { topics: topics.slice(0, 200) })).result,
    ).toHaveLength(200)
    expect((await c.request('irn_subscribe', { topic: topics[200] })).error?.message).toBe(
      'Too many subscriptions',
    )
  })
})

describe('finding 7: relay JWTs have no maximum lifetime and no audience check', () => {
  it('refuses a JWT expiring in 2100 with a fixed reason', async () => {
    const relay = await setup()
    const iat = nowSeconds()
    const auth = authFor(createRelayIdentity(), relay.url, iat, 4_102_444_800 - iat)
    expect(await upgradeResponse(`${relay.url}/?auth=${auth}`)).toEqual({
      status: 401,
      reason: 'JWT lifetime too long',
    })
  })

  it('refuses a JWT addressed to another relay by default', async () => {
    const relay = await setup()
    const auth = authFor(createRelayIdentity(), 'wss://relay.walletconnect.org')
    expect(await upgradeResponse(`${relay.url}/?auth=${auth}`)).toEqual({
      status: 401,
      reason: 'JWT audience is not this relay',
    })
  })

  it('answers fixed reasons, never the validator’s text', async () => {
    const relay = await setup()
    const header = Buffer.from('{"alg":"EdDSA","typ":"JWT"}').toString('base64url')
    const claims = Buffer.from('{"iss":"not-a-did","aud":7}').toString('base64url')
    expect(await upgradeResponse(`${relay.url}/?auth=${header}.${claims}.AAAA`)).toEqual({
      status: 401,
      reason: 'Malformed JWT',
    })
  })

  it('reads PORTICO_RELAY_AUDIENCE_HOSTS in server.ts', async () => {
    const relay = await spawnRelayProcess({
      PORTICO_RELAY_DB: ':memory:',
      PORTICO_RELAY_LOG_LEVEL: 'error',
      PORTICO_RELAY_AUDIENCE_HOSTS: 'relay.portico.test',
    })
    cleanups.push(async () => {
      await relay.stop()
    })
    const identity = createRelayIdentity()
    const status = async (aud: string) =>
      (await upgradeResponse(`${relay.url}/?auth=${authFor(identity, aud)}`)).status
    expect(await status('wss://relay.portico.test')).toBe(101)
    expect(await status(relay.url)).toBe(401)
  }, 30_000)
})
