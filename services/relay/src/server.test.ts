import { describe, expect, it } from 'vitest'
import { spawnRelayProcess } from './bench/spawnRelayProcess'
import { connectTestClient } from './testing/connectTestClient'
import { randomTopic } from './testing/randomTopic'

describe('server.ts', () => {
  it('serves on the configured port and exits cleanly on SIGTERM, closing clients with 1012 (service restart)', async () => {
    const relay = await spawnRelayProcess({
      PORTICO_RELAY_DB: ':memory:',
      PORTICO_RELAY_LOG_LEVEL: 'error',
    })
    expect(relay.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    const client = await connectTestClient(relay.url)
    expect(await client.request('irn_subscribe', { topic: randomTopic() })).toMatchObject({
      result: expect.any(String),
    })
    const closed = new Promise<number>((resolve) => client.socket.once('close', resolve))
    expect(await relay.stop()).toBe(0)
    expect(await closed).toBe(1012)
  }, 30_000)
})
