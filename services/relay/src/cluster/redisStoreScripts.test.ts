import { testRedisKeySpace } from '@portico/test/services/testRedisKeySpace'
import { testRedisAnswers } from '@portico/test/services/testServiceAnswers'
import { Redis } from 'ioredis'
import { describe, expect, it } from 'vitest'
import type { AdmissionOutcome, NewMessage } from '../store/RelayStore'
import { cleanUpAfterEach } from '../testing/cleanUpAfterEach'
import { newTestMessage } from '../testing/newTestMessage'
import { clusterChannel } from './clusterChannel'
import { createRedisLedger } from './createRedisLedger'
import { createRedisStore } from './createRedisStore'
import { nodePresenceChannel } from './nodePresenceChannel'
import { PUBLISH_ALL } from './redisStoreScripts'
import { StoreFailedError } from './StoreFailedError'

const cleanups = cleanUpAfterEach()

const now = Date.now()
const message = (overrides: Partial<NewMessage> = {}) => newTestMessage(now, overrides)

function open() {
  const space = testRedisKeySpace('relay')
  const redis = new Redis(space.url)
  cleanups.push(space.clear, () => redis.quit())
  const limits = { perClient: 1 << 20, perAddress: 1 << 20, total: 1 << 30, reservePercent: 10 }
  const ledger = createRedisLedger({ redis, prefix: space.prefix, limits })
  const store = createRedisStore({ redis, prefix: space.prefix })
  const admit = (messages: NewMessage[]) =>
    store.admitAndInsert?.(ledger, {
      charges: messages.map((m) => ({
        clientId: m.publisher,
        address: m.publisherAddress,
        bytes: 100,
        expiresAt: m.expiresAt,
      })),
      now,
      messages,
    }) as Promise<AdmissionOutcome>
  return { space, redis, ledger, store, admit }
}

const unacked = (store: ReturnType<typeof createRedisStore>, topic: string) =>
  store.listUnacked({ topics: [topic], clientId: 'did:key:zB', now, afterSeq: 0, limit: 50 })

describe.runIf(await testRedisAnswers('the relay Redis script tests'))('redisStoreScripts', () => {
  it('a message whose write fails in a batch is not kept and can be sent again; the others stand', async () => {
    const { space, redis, store } = open()
    const [good, broken] = ['b'.repeat(64), 'c'.repeat(64)]
    // A topic key of the wrong type makes that message's ZADD fail inside the script.
    await redis.set(`${space.prefix}t:${broken}`, 'not a sorted set')
    const sent = [
      store.insertMessage(message({ topic: good, message: '1' })),
      store.insertMessage(message({ topic: broken, message: '2' })),
      store.insertMessage(message({ topic: good, message: '3' })),
    ]
    const settled = await Promise.allSettled(sent)
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(settled[1]).toMatchObject({ reason: expect.any(StoreFailedError) })
    expect((await unacked(store, good)).map((m) => m.message)).toEqual(['1', '3'])

    await redis.del(`${space.prefix}t:${broken}`)
    // Not taken for a repeat: its marker was given back.
    const again = await store.insertMessage(message({ topic: broken, message: '2' }))
    expect(again?.message).toBe('2')
    expect((await unacked(store, broken)).map((m) => m.message)).toEqual(['2'])
  })

  it('a publish with a message that fails is answered failed, charged only what was stored', async () => {
    const { space, redis, ledger, admit } = open()
    const [good, broken] = ['d'.repeat(64), 'e'.repeat(64)]
    await redis.set(`${space.prefix}t:${broken}`, 'not a sorted set')
    const [mixed, clean] = await Promise.all([
      admit([message({ topic: good, message: 'x' }), message({ topic: broken, message: 'y' })]),
      admit([message({ topic: good, message: 'z', publisher: 'did:key:zC' })]),
    ])
    expect(mixed).toMatchObject({ failed: true })
    expect('stored' in mixed && mixed.stored.map((m) => m?.message)).toEqual(['x', undefined])
    expect(clean).not.toHaveProperty('failed')
    expect(await ledger.storedBytes?.(now)).toBe(200)
    // The client sends the whole publish again: the stored one is a repeat, the other is kept.
    await redis.del(`${space.prefix}t:${broken}`)
    const retried = await admit([
      message({ topic: good, message: 'x' }),
      message({ topic: broken, message: 'y' }),
    ])
    expect('stored' in retried && retried.stored.map((m) => m?.message)).toEqual([undefined, 'y'])
    expect(await ledger.storedBytes?.(now)).toBe(300)
  })

  it('keeps a message as one string expiring with it; any text comes back as it was sent', async () => {
    const { space, redis, store, admit } = open()
    const topic = 'h'.repeat(64)
    const text = 'é 🦊\nsecond line 1 2 3'
    const stored = await store.insertMessage(
      message({ topic, message: text, expiresAt: now + 45_000 }),
    )
    const seq = stored?.seq ?? 0
    expect(await redis.type(`${space.prefix}v:${seq}`)).toBe('string')
    expect(await redis.pexpiretime(`${space.prefix}v:${seq}`)).toBe(now + 45_000)
    expect(await redis.exists(`${space.prefix}m:${seq}`)).toBe(0)
    const admitted = await admit([message({ topic, message: 'ü', publisher: 'did:key:zÄ' })])
    expect(await unacked(store, topic)).toEqual([
      { ...message({ topic, message: text, expiresAt: now + 45_000 }), seq },
      {
        ...message({ topic, message: 'ü', publisher: 'did:key:zÄ' }),
        seq: 'stored' in admitted ? admitted.stored[0]?.seq : -1,
      },
    ])
    // An ack without its expiry takes the message's.
    await store.markAcked({ seq, clientId: 'did:key:zB' })
    expect(await redis.pexpiretime(`${space.prefix}a:${seq}`)).toBe(now + 45_000)
  })

  it('reads, acks and sweeps a message an older node stored as a hash', async () => {
    const { space, redis, store } = open()
    const topic = 'i'.repeat(64)
    const old = message({ topic, message: 'from an old node', expiresAt: now + 30_000 })
    const seq = await redis.incr(`${space.prefix}seq`)
    await redis.hset(`${space.prefix}m:${seq}`, {
      topic,
      message: old.message,
      tag: old.tag,
      publishedAt: old.publishedAt,
      expiresAt: old.expiresAt,
      publisher: old.publisher,
      address: old.publisherAddress,
    })
    await redis.zadd(`${space.prefix}t:${topic}`, seq, seq)
    await redis.zadd(`${space.prefix}expiry`, old.expiresAt, `${seq} ${topic}`)
    const added = await store.insertMessage(message({ topic, message: 'from a new node' }))
    expect(await unacked(store, topic)).toEqual([
      { ...old, seq },
      { ...message({ topic, message: 'from a new node' }), seq: added?.seq },
    ])
    await store.markAcked({ seq, clientId: 'did:key:zB' })
    expect(await redis.pexpiretime(`${space.prefix}a:${seq}`)).toBe(now + 30_000)
    expect((await unacked(store, topic)).map((m) => m.message)).toEqual(['from a new node'])
    expect(await store.deleteExpired(now + 120_000)).toBe(2)
    expect(
      await redis.exists(
        `${space.prefix}m:${seq}`,
        `${space.prefix}a:${seq}`,
        `${space.prefix}v:${added?.seq}`,
      ),
    ).toBe(0)
  })

  it("a topic lives as long as its latest message, however a batch's expiries are ordered", async () => {
    const { space, redis, store } = open()
    const topic = 'f'.repeat(64)
    await Promise.all([
      store.insertMessage(message({ topic, message: '1', expiresAt: now + 50_000 })),
      store.insertMessage(message({ topic, message: '2', expiresAt: now + 90_000 })),
      store.insertMessage(message({ topic, message: '3', expiresAt: now + 70_000 })),
    ])
    expect(await redis.pexpiretime(`${space.prefix}t:${topic}`)).toBe(now + 90_000)
    await store.insertMessage(message({ topic, message: '4', expiresAt: now + 60_000 }))
    expect(await redis.pexpiretime(`${space.prefix}t:${topic}`)).toBe(now + 90_000)
    await store.insertMessage(message({ topic, message: '5', expiresAt: now + 120_000 }))
    expect(await redis.pexpiretime(`${space.prefix}t:${topic}`)).toBe(now + 120_000)
    // Every message is in the sweep's index.
    expect(await redis.zcard(`${space.prefix}expiry`)).toBe(5)
  })

  it('an ack given with its expiry lasts as long as the message; one for a message gone is dropped', async () => {
    const { space, redis, store } = open()
    const topic = 'g'.repeat(64)
    const stored = await store.insertMessage(message({ topic }))
    const seq = stored?.seq ?? 0
    await store.markAcked({ seq, clientId: 'did:key:zB', expiresAt: now + 60_000 })
    expect(await redis.pexpiretime(`${space.prefix}a:${seq}`)).toBe(now + 60_000)
    expect(await unacked(store, topic)).toEqual([])
    // Without an expiry it is read from the message, as before.
    await store.markAcked({ seq, clientId: 'did:key:zC' })
    expect(await redis.smembers(`${space.prefix}a:${seq}`)).toHaveLength(2)
    await store.markAcked({ seq: seq + 100, clientId: 'did:key:zB', expiresAt: now - 1 })
    await store.markAcked({ seq: seq + 101, clientId: 'did:key:zB' })
    expect(
      await redis.exists(`${space.prefix}a:${seq + 100}`, `${space.prefix}a:${seq + 101}`),
    ).toBe(0)
  })

  it('announces only while a node other than the caller listens, old nodes and patterns included', async () => {
    const { space, redis } = open()
    const channel = clusterChannel(space.prefix)
    const presence = nodePresenceChannel(space.prefix, 'n1')
    const announce = () => redis.eval(PUBLISH_ALL, 0, channel, presence, 'a', 'b')
    const own = new Redis(space.url)
    const other = new Redis(space.url)
    cleanups.push(
      () => own.quit(),
      () => other.quit(),
    )
    await own.subscribe(channel, presence)
    expect(await announce()).toBe(0)
    // A node that holds only the cluster channel (an older version) is a listener.
    await other.subscribe(channel)
    expect(await announce()).toBe(2)
    // This node's own subscriber gone (reconnecting): the other node still counts.
    await own.unsubscribe(presence, channel)
    expect(await announce()).toBe(2)
    await other.unsubscribe(channel)
    expect(await announce()).toBe(0)
    await other.psubscribe(`${space.prefix}*`)
    expect(await announce()).toBe(2)
    // No presence channel: always announced.
    await other.punsubscribe()
    expect(await redis.eval(PUBLISH_ALL, 0, channel, '', 'a')).toBe(1)
  })
})
