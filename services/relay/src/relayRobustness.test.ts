import { describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { createRelayIdentity, signRelayJwt } from './auth/signRelayJwt'
import { cleanUpAfterEach } from './testing/cleanUpAfterEach'
import { connectTestClient } from './testing/connectTestClient'
import { randomTopic } from './testing/randomTopic'
import { startTestRelay } from './testing/startTestRelay'

const cleanups = cleanUpAfterEach()

async function setup(options: Parameters<typeof startTestRelay>[0] = {}) {
  const relay = await startTestRelay(options)
  cleanups.push(relay.stop)
  const nowSeconds = Math.floor((options.clock ?? { now: () => Date.now() }).now() / 1000)
  const client = await connectTestClient(relay.url, { nowSeconds })
  cleanups.push(client.close)
  return { relay, client }
}

async function waitUntil(condition: () => boolean, timeoutMs = 2_000) {
  const deadline = Date.now() + timeoutMs
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10))
}

const closeOf = (socket: WebSocket) =>
  new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)))

describe('malformed frames', () => {
  it('answers each kind with its JSON-RPC error and keeps the connection usable', async () => {
    const { client } = await setup()
    const topic = randomTopic()
    const errors: [string, number, string | number | null][] = [
      ['{not json', -32700, null],
      ['[1,2]', -32600, null],
      ['"text"', -32600, null],
      ['{"id":7,"jsonrpc":"1.0","method":"irn_subscribe"}', -32600, 7],
      ['{"id":8,"jsonrpc":"2.0","method":"irn_nope","params":{}}', -32601, 8],
      ['{"id":9,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"zz"}}', -32602, 9],
      [
        `{"id":"a","jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${topic}"}}`,
        -32602,
        'a',
      ],
      [
        '{"id":10,"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"' +
          topic +
          '","message":"m","ttl":9999999999}}',
        -32602,
        10,
      ],
    ]
    for (const [index, [frame, code, id]] of errors.entries()) {
      client.sendRaw(frame)
      const reply = await client.waitFor(() => client.frames[index])
      expect(reply).toMatchObject({ id, jsonrpc: '2.0', error: { code } })
    }
    expect(await client.request('irn_subscribe', { topic })).toMatchObject({
      result: expect.any(String),
    })
  })

  it('ignores responses that match no push', async () => {
    const { client } = await setup()
    client.sendRaw('{"id":123,"jsonrpc":"2.0","result":true}')
    client.sendRaw('{"id":124,"jsonrpc":"2.0","error":{"code":1,"message":"x"}}')
    expect(await client.request('irn_subscribe', { topic: randomTopic() })).toMatchObject({
      id: 1,
      result: expect.any(String),
    })
  })
})

describe('size limits', () => {
  it('refuses a message over maxMessageBytes with an error and stays usable', async () => {
    const { client } = await setup({ config: { maxMessageBytes: 1_000 } })
    const topic = randomTopic()
    const response = await client.request('irn_publish', {
      topic,
      message: 'x'.repeat(1_001),
      ttl: 60,
    })
    expect(response.error).toMatchObject({ code: -32602, message: 'Message too large' })
    expect(
      await client.request('irn_publish', { topic, message: 'x'.repeat(1_000), ttl: 60 }),
    ).toMatchObject({
      result: true,
    })
  })

  it('closes a socket that sends a frame over maxPayloadBytes with 1009, never 3000', async () => {
    const { client } = await setup({ config: { maxPayloadBytes: 64 * 1024 } })
    const closed = closeOf(client.socket)
    client.sendRaw(
      `{"id":1,"jsonrpc":"2.0","method":"irn_publish","params":{"message":"${'x'.repeat(70_000)}"}}`,
    )
    expect(await closed).toBe(1009)
  })
})

describe('rate limits', () => {
  it('answers frames beyond the bucket with -32005, then recovers', async () => {
    let now = 1_700_000_000_000
    const clock = { now: () => now }
    const { client } = await setup({
      clock,
      config: {
        rateLimit: { burst: 3, perSecond: 1, closeAfterRejected: 100, strikeWindowMs: 10_000 },
      },
    })
    const topic = randomTopic()
    const replies = await Promise.all(
      [1, 2, 3, 4, 5].map((id) => client.request('irn_subscribe', { topic }, id)),
    )
    expect(replies.map((r) => r.error?.code ?? 'ok')).toEqual(['ok', 'ok', 'ok', -32005, -32005])
    now += 1_000
    expect(await client.request('irn_subscribe', { topic }, 6)).toMatchObject({
      result: expect.any(String),
    })
  })

  it('closes a socket that keeps flooding with 1008', async () => {
    const { client } = await setup({
      config: {
        rateLimit: { burst: 5, perSecond: 1, closeAfterRejected: 20, strikeWindowMs: 10_000 },
      },
    })
    const closed = closeOf(client.socket)
    for (let id = 1; id <= 40; id++) {
      client.sendRaw(
        `{"id":${id},"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${randomTopic()}"}}`,
      )
    }
    expect(await closed).toBe(1008)
  })
})

describe('slow consumers', () => {
  it('disconnects a client that stops reading, which then catches up from the store', async () => {
    const relay = await startTestRelay({ config: { maxBufferedBytes: 256 * 1024 } })
    cleanups.push(relay.stop)
    const publisher = await connectTestClient(relay.url)
    const reader = await connectTestClient(relay.url, { autoAck: false })
    // A paused socket never sees its close; end it without a handshake.
    cleanups.push(publisher.close, async () => reader.socket.terminate())
    const topic = randomTopic()
    await reader.request('irn_subscribe', { topic })
    reader.socket.pause()
    const message = 'M'.repeat(100_000)
    for (let i = 0; i < 120; i++) {
      await publisher.request('irn_publish', { topic, message: `${i}${message}`, ttl: 300 })
      if (relay.relay.connectionCount() === 1) break
    }
    await waitUntil(() => relay.relay.connectionCount() === 1, 5_000)
    expect(relay.relay.connectionCount()).toBe(1)
    const again = await connectTestClient(relay.url, { identity: reader.identity })
    cleanups.push(again.close)
    await again.request('irn_subscribe', { topic })
    const pushes = await again.waitForPushes(1)
    expect(pushes[0]?.params?.data.message.startsWith('0M')).toBe(true)
  })
})

describe('heartbeat', () => {
  it('pings clients and drops one that does not answer', async () => {
    const relay = await startTestRelay({ config: { pingIntervalMs: 50 } })
    cleanups.push(relay.stop)
    const aud = relay.url
    const auth = signRelayJwt(createRelayIdentity(), {
      aud,
      iat: Math.floor(Date.now() / 1000),
      ttlSeconds: 60,
    })
    const live = new WebSocket(`${relay.url}/?auth=${auth}`)
    const dead = new WebSocket(`${relay.url}/?auth=${auth}`, { autoPong: false })
    cleanups.push(async () => {
      live.close()
    })
    let pings = 0
    live.on('ping', () => pings++)
    const deadClosed = closeOf(dead)
    expect(await deadClosed).toBe(1006)
    expect(pings).toBeGreaterThanOrEqual(1)
    expect(live.readyState).toBe(WebSocket.OPEN)
    await waitUntil(() => relay.relay.connectionCount() === 1)
    expect(relay.relay.connectionCount()).toBe(1)
  })
})
