import { describe, expect, it, vi } from 'vitest'
import { createRelayIdentity } from './auth/signRelayJwt'
import { spawnRelayProcess } from './bench/spawnRelayProcess'
import { cleanUpAfterEach } from './testing/cleanUpAfterEach'
import { connectTestClient } from './testing/connectTestClient'
import { randomTopic } from './testing/randomTopic'
import { startTestRelay } from './testing/startTestRelay'
import { tempDbPath } from './testing/tempDbPath'

const cleanups = cleanUpAfterEach()

describe('message TTL', () => {
  it('delivers a stored message until its TTL ends and never after', async () => {
    let now = Date.now()
    const clock = { now: () => now }
    const relay = await startTestRelay({ clock })
    cleanups.push(relay.stop)
    const connect = async () => {
      const client = await connectTestClient(relay.url, { nowSeconds: Math.floor(now / 1000) })
      cleanups.push(client.close)
      return client
    }
    const dapp = await connect()
    const topic = randomTopic()
    await dapp.request('irn_publish', { topic, message: 'short', ttl: 10 })
    await dapp.request('irn_publish', { topic, message: 'long', ttl: 3_600 })

    now += 9_000
    const early = await connect()
    await early.request('irn_subscribe', { topic })
    expect((await early.waitForPushes(2)).map((p) => p.params?.data.message)).toEqual([
      'short',
      'long',
    ])

    now += 2_000
    const late = await connect()
    await late.request('irn_subscribe', { topic })
    await late.waitForPushes(1)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(late.pushes.map((p) => p.params?.data.message)).toEqual(['long'])
    const fetched = await (await connect()).request('irn_batchFetchMessages', { topics: [topic] })
    expect(fetched.result).toMatchObject({ hasMore: false, messages: [{ message: 'long' }] })
    expect(await relay.store.deleteExpired(now)).toBe(1)
  })
})

describe('sweep', () => {
  it('deletes expired messages from the database on its interval', async () => {
    let now = Date.now()
    const relay = await startTestRelay({
      clock: { now: () => now },
      config: { sweepIntervalMs: 20 },
    })
    cleanups.push(relay.stop)
    const client = await connectTestClient(relay.url, { nowSeconds: Math.floor(now / 1000) })
    cleanups.push(client.close)
    const topic = randomTopic()
    await client.request('irn_publish', { topic, message: 'brief', ttl: 1 })
    await client.request('irn_publish', { topic, message: 'lasting', ttl: 600 })
    // now: 0 disables the expiry filter, so this lists what is still in the table.
    const stored = () =>
      relay.store
        .listUnacked({
          topics: [topic],
          clientId: 'did:key:zOther',
          now: 0,
          afterSeq: 0,
          limit: 10,
        })
        .then((rows) => rows.map((row) => row.message))
    expect(await stored()).toEqual(['brief', 'lasting'])
    now += 2_000
    await vi.waitFor(async () => expect(await stored()).toEqual(['lasting']))
  })
})

describe('restart', () => {
  it('keeps every published message and every ack across a restart on the same SQLite file', async () => {
    const db = tempDbPath()
    cleanups.push(db.remove)
    const first = await startTestRelay({ dbPath: db.path })
    const topic = randomTopic()
    const slowWallet = createRelayIdentity()
    const quickWallet = createRelayIdentity()

    const dapp = await connectTestClient(first.url)
    const slow = await connectTestClient(first.url, { identity: slowWallet, autoAck: false })
    const quick = await connectTestClient(first.url, { identity: quickWallet })
    await slow.request('irn_subscribe', { topic })
    await quick.request('irn_subscribe', { topic })
    await dapp.request('irn_publish', { topic, message: 'before', ttl: 300 })
    await slow.waitForPushes(1)
    await quick.waitForPushes(1)
    await new Promise((resolve) => setTimeout(resolve, 50))
    await first.stop()

    const second = await startTestRelay({ dbPath: db.path })
    cleanups.push(second.stop)
    const slowAgain = await connectTestClient(second.url, { identity: slowWallet })
    const quickAgain = await connectTestClient(second.url, { identity: quickWallet })
    const dappAgain = await connectTestClient(second.url)
    cleanups.push(slowAgain.close, quickAgain.close, dappAgain.close)
    await slowAgain.request('irn_batchSubscribe', { topics: [topic] })
    await quickAgain.request('irn_batchSubscribe', { topics: [topic] })
    // Unacknowledged before the restart: delivered again.
    expect((await slowAgain.waitForPushes(1))[0]?.params?.data.message).toBe('before')
    // Acknowledged before the restart: not delivered again; new messages still flow.
    await dappAgain.request('irn_publish', { topic, message: 'after', ttl: 300 })
    expect((await quickAgain.waitForPushes(1)).map((p) => p.params?.data.message)).toEqual([
      'after',
    ])
  })
})

describe('crash', () => {
  it('keeps every message it answered true for when the relay process is killed', async () => {
    const db = tempDbPath()
    cleanups.push(db.remove)
    const env = { PORTICO_RELAY_DB: db.path, PORTICO_RELAY_LOG_LEVEL: 'error' }
    const first = await spawnRelayProcess(env)
    cleanups.push(() => first.kill())
    const publisher = await connectTestClient(first.url)
    const topic = randomTopic()
    const replies = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        publisher.request('irn_publish', { topic, message: `m${i}`, ttl: 300 }),
      ),
    )
    expect(replies.every((reply) => reply.result === true)).toBe(true)
    // No shutdown: whatever was answered true must already be committed.
    await first.kill()
    publisher.socket.terminate()

    const second = await spawnRelayProcess(env)
    cleanups.push(async () => {
      await second.stop()
    })
    const reader = await connectTestClient(second.url)
    cleanups.push(reader.close)
    await reader.request('irn_subscribe', { topic })
    const pushes = await reader.waitForPushes(300, 10_000)
    expect(new Set(pushes.map((push) => push.params?.data.message)).size).toBe(300)
  }, 60_000)
})
