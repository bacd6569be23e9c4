import { testRedisKeySpace } from '@portico/test/services/testRedisKeySpace'
import { testRedisAnswers } from '@portico/test/services/testServiceAnswers'
import { describe, expect, it } from 'vitest'
import { spawnRelayProcess } from '../bench/spawnRelayProcess'
import { cleanUpAfterEach } from '../testing/cleanUpAfterEach'
import { connectTestClient } from '../testing/connectTestClient'
import { randomTopic } from '../testing/randomTopic'
import { startClusterTestRelay } from '../testing/startClusterTestRelay'

const cleanups = cleanUpAfterEach()

async function nodes(count: number) {
  const space = testRedisKeySpace('relay')
  cleanups.push(space.clear)
  const started = []
  for (let i = 0; i < count; i++) {
    const node = await startClusterTestRelay({ url: space.url, prefix: space.prefix })
    cleanups.push(node.stop)
    started.push(node)
  }
  return started
}

async function client(url: string, options: Parameters<typeof connectTestClient>[1] = {}) {
  const connected = await connectTestClient(url, options)
  cleanups.push(connected.close)
  return connected
}

describe.runIf(await testRedisAnswers('the relay cluster tests'))('relay nodes over Redis', () => {
  it('a message published on one node reaches subscribers on the others, once each', async () => {
    const [a, b, c] = await nodes(3)
    if (!a || !b || !c) throw new Error('three nodes expected')
    const topic = randomTopic()
    const onB = await client(b.url)
    const onC = await client(c.url)
    const publisher = await client(a.url)
    for (const subscriber of [onB, onC, publisher]) {
      await subscriber.request('irn_subscribe', { topic })
    }
    const reply = await publisher.request('irn_publish', { topic, message: 'hello', ttl: 300 })
    expect(reply.result).toBe(true)
    for (const subscriber of [onB, onC]) {
      const [push] = await subscriber.waitForPushes(1)
      expect(push?.params?.data).toMatchObject({ topic, message: 'hello', tag: 0 })
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(onB.pushes).toHaveLength(1)
    expect(onC.pushes).toHaveLength(1)
    // Never back to its publisher, whichever node it is on.
    expect(publisher.pushes).toHaveLength(0)
  })

  it('stores and forwards across nodes; an ack on one node holds on the others', async () => {
    const [a, b] = await nodes(2)
    if (!a || !b) throw new Error('two nodes expected')
    const topic = randomTopic()
    const publisher = await client(a.url)
    await publisher.request('irn_publish', { topic, message: 'early', ttl: 300 })
    const wallet = await client(b.url)
    await wallet.request('irn_subscribe', { topic })
    expect((await wallet.waitForPushes(1))[0]?.params?.data.message).toBe('early')
    await new Promise((resolve) => setTimeout(resolve, 100))
    await wallet.close()

    // The same client on the other node: nothing acknowledged comes again, new messages do.
    const again = await client(a.url, { identity: wallet.identity })
    await again.request('irn_subscribe', { topic })
    await publisher.request('irn_publish', { topic, message: 'late', ttl: 300 })
    expect((await again.waitForPushes(1)).map((p) => p.params?.data.message)).toEqual(['late'])
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(again.pushes).toHaveLength(1)
  })

  it('publishes batched in one turn reach another node live and stay stored until acknowledged', async () => {
    const [a, b] = await nodes(2)
    if (!a || !b) throw new Error('two nodes expected')
    const topic = randomTopic()
    const wallet = await client(b.url, { autoAck: false })
    await wallet.request('irn_subscribe', { topic })
    const dapps = [await client(a.url), await client(a.url), await client(a.url)]
    // One batch publish and three publishes sent at once: node A stores them together.
    const replies = await Promise.all([
      dapps[0]?.request('irn_batchPublish', {
        messages: ['b1', 'b2', 'b3'].map((message) => ({ topic, message, ttl: 300 })),
      }),
      ...dapps.map((dapp, index) =>
        dapp.request('irn_publish', { topic, message: `p${index}`, ttl: 300 }),
      ),
    ])
    expect(replies.map((reply) => reply?.result)).toEqual([true, true, true, true])
    const sent = ['b1', 'b2', 'b3', 'p0', 'p1', 'p2']
    const pushes = await wallet.waitForPushes(sent.length)
    const messageOf = (push: (typeof pushes)[number]) => String(push.params?.data.message)
    expect(pushes.map(messageOf).sort()).toEqual(sent)
    // Acknowledge half, then drop the socket: the rest is still stored for this client.
    const acked = pushes.slice(0, 3)
    for (const push of acked) wallet.ack(push)
    await new Promise((resolve) => setTimeout(resolve, 200))
    await wallet.close()
    const again = await client(a.url, { identity: wallet.identity })
    await again.request('irn_subscribe', { topic })
    const redelivered = await again.waitForPushes(3)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(again.pushes.map(messageOf).sort()).toEqual(pushes.slice(3).map(messageOf).sort())
    expect(redelivered).toHaveLength(3)
  })

  it('publishes sent at once on one node reach a receiver on another once each, in order', async () => {
    const [a, b] = await nodes(2)
    if (!a || !b) throw new Error('two nodes expected')
    const topic = randomTopic()
    const wallet = await client(b.url)
    await wallet.request('irn_subscribe', { topic })
    const dapp = await client(a.url)
    const sent = Array.from({ length: 40 }, (_, i) => `m${i}`)
    // Not awaited one by one: they share script calls on node A, several to one topic each.
    const replies = await Promise.all(
      sent.map((message) => dapp.request('irn_publish', { topic, message, ttl: 300 })),
    )
    expect(replies.every((reply) => reply.result === true)).toBe(true)
    const pushes = await wallet.waitForPushes(sent.length)
    expect(pushes.map((push) => push.params?.data.message)).toEqual(sent)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(wallet.pushes).toHaveLength(sent.length)
  })

  it('a node alone still delivers, and announces again as soon as a second node starts', async () => {
    const space = testRedisKeySpace('relay')
    cleanups.push(space.clear)
    const first = await startClusterTestRelay({ url: space.url, prefix: space.prefix })
    cleanups.push(first.stop)
    const topic = randomTopic()
    const near = await client(first.url)
    await near.request('irn_subscribe', { topic })
    const dapp = await client(first.url)
    await dapp.request('irn_publish', { topic, message: 'alone', ttl: 300 })
    expect((await near.waitForPushes(1)).map((p) => p.params?.data.message)).toEqual(['alone'])

    const second = await startClusterTestRelay({ url: space.url, prefix: space.prefix })
    cleanups.push(second.stop)
    const far = await client(second.url)
    await far.request('irn_subscribe', { topic })
    // What was stored while it was alone comes from the store, the next one live.
    expect((await far.waitForPushes(1)).map((p) => p.params?.data.message)).toEqual(['alone'])
    await dapp.request('irn_publish', { topic, message: 'pair', ttl: 300 })
    const pushes = await far.waitForPushes(2)
    expect(pushes.map((p) => p.params?.data.message)).toEqual(['alone', 'pair'])
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(near.pushes.map((p) => p.params?.data.message)).toEqual(['alone', 'pair'])
    expect(far.pushes).toHaveLength(2)
  })

  it('a node killed with SIGKILL loses no message it answered true for', async () => {
    const space = testRedisKeySpace('relay')
    cleanups.push(space.clear)
    const env = {
      PORTICO_RELAY_REDIS_URL: space.url,
      PORTICO_RELAY_REDIS_PREFIX: space.prefix,
      PORTICO_RELAY_AUDIENCE_HOSTS: '127.0.0.1',
      PORTICO_RELAY_LOG_LEVEL: 'error',
    }
    const doomed = await spawnRelayProcess(env)
    cleanups.push(() => doomed.kill())
    const survivor = await startClusterTestRelay({ url: space.url, prefix: space.prefix })
    cleanups.push(survivor.stop)
    const publisher = await connectTestClient(doomed.url)
    const topic = randomTopic()
    const replies = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        publisher.request('irn_publish', { topic, message: `m${i}`, ttl: 300 }),
      ),
    )
    expect(replies.every((reply) => reply.result === true)).toBe(true)
    await doomed.kill()
    publisher.socket.terminate()

    const reader = await client(survivor.url)
    await reader.request('irn_subscribe', { topic })
    const pushes = await reader.waitForPushes(300, 10_000)
    const texts = pushes.map((push) => push.params?.data.message)
    expect(new Set(texts).size).toBe(300)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(reader.pushes).toHaveLength(300)
  }, 60_000)
})
