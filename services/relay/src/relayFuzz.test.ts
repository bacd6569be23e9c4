import { connect } from 'node:net'
import { fuzzJsonRpcInputs } from '@portico/test/services/fuzzJsonRpcInputs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spawnRelayProcess } from './bench/spawnRelayProcess'
import { connectTestClient, type TestClient } from './testing/connectTestClient'
import { randomTopic } from './testing/randomTopic'

// Seeded fuzz of the relay's frames against the real process: whatever a client sends, the
// relay stays up and the next valid request is answered.

let relay: Awaited<ReturnType<typeof spawnRelayProcess>>
beforeAll(async () => {
  relay = await spawnRelayProcess({
    PORTICO_RELAY_DB: ':memory:',
    PORTICO_RELAY_LOG_LEVEL: 'silent',
    PORTICO_RELAY_AUDIENCE_HOSTS: '127.0.0.1',
  })
}, 30_000)
afterAll(async () => {
  await relay?.stop()
})

const closed = (client: TestClient) =>
  new Promise<'closed'>((resolve) => {
    if (client.socket.readyState === client.socket.CLOSED) resolve('closed')
    client.socket.once('close', () => resolve('closed'))
  })

describe('relay frames fuzz', () => {
  it('random, truncated, huge, mistyped, deeply nested and over-long frames leave the relay answering', async () => {
    const topic = randomTopic()
    const inputs = fuzzJsonRpcInputs({
      seed: 24_112_026,
      count: 210,
      methods: [
        'irn_subscribe',
        'irn_batchSubscribe',
        'irn_unsubscribe',
        'irn_publish',
        'irn_batchPublish',
        'irn_batchFetchMessages',
        'wc_proposeSession',
        'wc_approveSession',
      ],
      valid: JSON.stringify({
        id: 1,
        jsonrpc: '2.0',
        method: 'irn_publish',
        params: { topic, message: 'hello', ttl: 300, tag: 1108 },
      }),
      maxBytes: 1024 * 1024,
    })
    let client = await connectTestClient(relay.url)
    for (const [index, input] of inputs.entries()) {
      client.socket.send(input.bytes, { binary: false })
      const valid = client.request('irn_subscribe', { topic })
      // Frames the relay refuses outright (not UTF-8: 1007, over 1 MiB: 1009) close that socket.
      const answer = await Promise.race([valid, closed(client)])
      if (answer === 'closed') {
        client = await connectTestClient(relay.url)
        const again = await client.request('irn_subscribe', { topic })
        expect(again.result, `input ${index} (${input.kind})`).toMatch(/^[0-9a-f]{64}$/)
      } else {
        expect(answer.result, `input ${index} (${input.kind})`).toMatch(/^[0-9a-f]{64}$/)
      }
    }
    await client.close()
  }, 60_000)

  it('upgrade requests reset by the client mid-check or after a refusal leave the relay answering', async () => {
    const { port } = new URL(relay.url)
    for (let i = 0; i < 100; i++) {
      await new Promise<void>((resolve) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write(
            `GET /?auth=${i % 3 ? 'bad' : ''} HTTP/1.1\r\nHost: relay\r\nUpgrade: websocket\r\n` +
              'Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n' +
              'Sec-WebSocket-Version: 13\r\n\r\n',
          )
          // A TCP reset, at once or a turn later (while the refusal is being written).
          if (i % 2) socket.resetAndDestroy()
          else setImmediate(() => socket.resetAndDestroy())
        })
        socket.on('error', () => undefined)
        socket.once('close', () => resolve())
      })
    }
    const client = await connectTestClient(relay.url)
    const reply = await client.request('irn_subscribe', { topic: randomTopic() })
    expect(reply.result).toMatch(/^[0-9a-f]{64}$/)
    await client.close()
  })
})
