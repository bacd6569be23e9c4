import { silentLogger } from '@portico/server'
import { testRedisKeySpace } from '@portico/test/services/testRedisKeySpace'
import { testRedisAnswers } from '@portico/test/services/testServiceAnswers'
import { Redis } from 'ioredis'
import { afterEach, describe, expect, it } from 'vitest'
import type { StoredMessage } from '../store/RelayStore'
import { createRedisBus } from './createRedisBus'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

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
async function node(space: ReturnType<typeof testRedisKeySpace>) {
  const publisher = new Redis(space.url)
  const subscriber = new Redis(space.url)
  const bus = createRedisBus({ publisher, subscriber, prefix: space.prefix, logger: silentLogger })
  cleanups.push(async () => {
    await bus.close()
    await Promise.all([publisher.quit(), subscriber.quit()])
  })
  const heard: StoredMessage[] = []
  await bus.listen((message) => heard.push(message))
  return { bus, heard }
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
})
