import { silentLogger } from '@portico/server'
import { testRedisKeySpace } from '@portico/test/services/testRedisKeySpace'
import { testRedisAnswers } from '@portico/test/services/testServiceAnswers'
import { Redis } from 'ioredis'
import { describe, expect, it } from 'vitest'
import type { StoredMessage } from '../store/RelayStore'
import { cleanUpAfterEach } from '../testing/cleanUpAfterEach'
import { clusterChannel } from './clusterChannel'
import { createRedisBus } from './createRedisBus'
import { createRedisLedger } from './createRedisLedger'
import { createRedisStore } from './createRedisStore'

const cleanups = cleanUpAfterEach()

const stored = (seq: number): StoredMessage => ({
  seq,
  topic: 'a'.repeat(64),
  message: `m${seq}`,
  tag: 1108,
  publishedAt: 1,
  expiresAt: 2,
  publisher: 'did:key:zA',
  publisherAddress: '10.0.0.1',
})

// One node's bus, listening, with what it heard.
async function node(space: ReturnType<typeof testRedisKeySpace>, id?: string) {
  const publisher = new Redis(space.url)
  const subscriber = new Redis(space.url)
  const bus = createRedisBus({
    publisher,
    subscriber,
    prefix: space.prefix,
    logger: silentLogger,
    ...(id ? { node: id } : {}),
  })
  cleanups.push(async () => {
    await bus.close()
    await Promise.all([publisher.quit(), subscriber.quit()])
  })
  const heard: StoredMessage[] = []
  await bus.listen((message) => heard.push(message))
  return { bus, heard, publisher }
}

describe.runIf(await testRedisAnswers('the relay Redis bus tests'))('createRedisBus', () => {
  it('every message announced in one turn reaches the other nodes, in order, and not its own', async () => {
    const space = testRedisKeySpace('relay')
    cleanups.push(space.clear)
    const [a, b, c] = [await node(space), await node(space), await node(space)]
    for (const seq of [1, 2, 3]) a.bus.publish(stored(seq))
    b.bus.publish(stored(4))
    const deadline = Date.now() + 5_000
    while ((b.heard.length < 3 || c.heard.length < 4) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    expect(b.heard).toEqual([1, 2, 3].map(stored))
    expect(c.heard.map((m) => m.seq).sort()).toEqual([1, 2, 3, 4])
    expect(c.heard.filter((m) => m.seq < 4)).toEqual([1, 2, 3].map(stored))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(a.heard).toEqual([stored(4)])
    expect(b.heard).toHaveLength(3)
  })

  it('ignores what is not an envelope and keeps listening', async () => {
    const space = testRedisKeySpace('relay')
    cleanups.push(space.clear)
    const [a, b] = [await node(space), await node(space)]
    const outsider = new Redis(space.url)
    cleanups.push(() => outsider.quit())
    await outsider.publish(`${space.prefix}deliver`, 'not json')
    await outsider.publish(`${space.prefix}deliver`, JSON.stringify({ node: 'x', message: {} }))
    a.bus.publish(stored(7))
    const deadline = Date.now() + 5_000
    while (b.heard.length < 1 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    expect(b.heard).toEqual([stored(7)])
  })

  it('what the store announces while storing reads as the bus sends it, on the other nodes only', async () => {
    const space = testRedisKeySpace('relay')
    cleanups.push(space.clear)
    const [own, other] = [await node(space, 'n1'), await node(space)]
    const redis = own.publisher
    const limits = { perClient: 1 << 20, perAddress: 1 << 20, total: 1 << 30, reservePercent: 10 }
    const ledger = createRedisLedger({ redis, prefix: space.prefix, limits })
    const store = createRedisStore({
      redis,
      prefix: space.prefix,
      announce: { channel: clusterChannel(space.prefix), node: 'n1' },
    })
    // JSON's awkward characters, which the script escapes itself.
    const texts = ['plain', 'quote " back \\ slash / tab \t nl \n', 'ünï ☃ 😀 \u0001']
    const messages = texts.map((text, index) => ({
      ...stored(0),
      message: text,
      tag: 1100 + index,
      publishedAt: 1_764_000_000_123,
      expiresAt: Date.now() + 60_000,
    }))
    const charges = messages.map((m) => ({
      clientId: m.publisher,
      address: m.publisherAddress,
      bytes: 300,
      expiresAt: m.expiresAt,
    }))
    const outcome = await store.admitAndInsert?.(ledger, { charges, now: Date.now(), messages })
    if (!outcome || !('stored' in outcome)) throw new Error('expected the publish stored')
    expect(outcome.announced).toBe(true)
    const deadline = Date.now() + 5_000
    while (other.heard.length < 3 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    expect(other.heard).toEqual(outcome.stored)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(own.heard).toEqual([])
  })
})
