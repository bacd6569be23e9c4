import { describe, expect, it } from 'vitest'
import type { RelayConfig } from './config/RelayConfig'
import { cleanUpAfterEach } from './testing/cleanUpAfterEach'
import { connectTestClient, type TestClient } from './testing/connectTestClient'
import { randomTopic } from './testing/randomTopic'
import { startTestRelay } from './testing/startTestRelay'

// A few addresses must not be able to fill the relay's store: each address holds at most its
// share, and near the high-water mark the largest holders are refused first.

const cleanups = cleanUpAfterEach()

const KIB = 1024

async function setup(config: Partial<RelayConfig>) {
  const relay = await startTestRelay({ config })
  cleanups.push(relay.stop)
  const from = async (address?: string) => {
    const client = await connectTestClient(
      relay.url,
      address ? { headers: { 'x-forwarded-for': address } } : {},
    )
    cleanups.push(client.close)
    return client
  }
  return { relay, from }
}

const publish = async (client: TestClient, message: string) => {
  const reply = await client.request('irn_publish', { topic: randomTopic(), message, ttl: 300 })
  return reply.result === true ? true : reply.error?.message
}

describe('storage share per address', () => {
  it('holds one address to 1/32 of the store by default, whatever client ids it uses', async () => {
    // 3.2 MiB of store: 100 KiB per address.
    const { from } = await setup({ maxStoredBytes: 32 * 100 * KIB })
    const replies: (true | string | undefined)[] = []
    for (let i = 0; i < 11; i++) {
      replies.push(await publish(await from(), `${i}`.padEnd(10 * KIB, 'x')))
    }
    // Each counts 10 KiB + 256 bytes: nine fit in 100 KiB.
    expect(replies).toEqual([
      ...Array.from({ length: 9 }, () => true),
      'Storage quota of this address exceeded',
      'Storage quota of this address exceeded',
    ])
  })

  it('with the store nearly full, refuses the largest holder while a small one still publishes', async () => {
    const { from } = await setup({
      trustProxy: true,
      maxStoredBytes: 100 * KIB,
      maxStoredBytesPerAddress: 100 * KIB,
      maxStoredBytesPerClient: 100 * KIB,
    })
    const small = await from('198.51.100.2')
    const big = await from('198.51.100.1')
    expect(await publish(small, 'a'.repeat(KIB))).toBe(true)
    const bigReplies: (true | string | undefined)[] = []
    for (let i = 0; i < 10; i++) bigReplies.push(await publish(big, `${i}`.padEnd(10 * KIB, 'b')))
    // Past 90 KiB (the 10 % reserve) an address above 100 KiB / 2 addresses is refused.
    expect(bigReplies).toEqual([
      ...Array.from({ length: 8 }, () => true),
      'Relay storage full',
      'Relay storage full',
    ])
    expect(await publish(small, 'c'.repeat(2 * KIB))).toBe(true)
    expect(await publish(small, 'd'.repeat(2 * KIB))).toBe(true)
    // A newcomer still gets in too; the big holder still does not.
    expect(await publish(await from('198.51.100.3'), 'e'.repeat(KIB))).toBe(true)
    expect(await publish(big, 'f'.repeat(KIB))).toBe('Relay storage full')
  })
})
