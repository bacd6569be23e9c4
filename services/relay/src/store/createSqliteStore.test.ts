import { describe, expect, it } from 'vitest'
import { cleanUpAfterEach } from '../testing/cleanUpAfterEach'
import { tempDbPath } from '../testing/tempDbPath'
import { createSqliteStore } from './createSqliteStore'
import type { NewMessage } from './RelayStore'

const cleanups = cleanUpAfterEach()

const message = (overrides: Partial<NewMessage> = {}): NewMessage => ({
  topic: 'a'.repeat(64),
  message: 'm',
  tag: 1,
  publishedAt: 1_000,
  expiresAt: 10_000,
  publisher: 'did:key:zA',
  publisherAddress: '10.0.0.1',
  ...overrides,
})

async function open(path = ':memory:') {
  const store = await createSqliteStore({ path })
  cleanups.push(() => store.close())
  return store
}

// What client B has yet to receive on the default topic, whenever it was published.
const unackedOfB = (store: Awaited<ReturnType<typeof open>>) =>
  store.listUnacked({
    topics: ['a'.repeat(64)],
    clientId: 'did:key:zB',
    now: 0,
    afterSeq: 0,
    limit: 10,
  })

describe('createSqliteStore', () => {
  it('assigns increasing sequence numbers and drops duplicates within and across batches', async () => {
    const store = await open()
    const [a, b, again] = await Promise.all([
      store.insertMessage(message({ message: 'a' })),
      store.insertMessage(message({ message: 'b' })),
      store.insertMessage(message({ message: 'a' })),
    ])
    expect(a?.seq).toBeLessThan(b?.seq ?? 0)
    expect(again).toBeUndefined()
    expect(await store.insertMessage(message({ message: 'b' }))).toBeUndefined()
    // The same text on another topic is another message.
    expect(
      await store.insertMessage(message({ message: 'a', topic: 'b'.repeat(64) })),
    ).toBeDefined()
  })

  it('lists unexpired messages a client neither published nor acknowledged, oldest first', async () => {
    const store = await open()
    const topic = 'c'.repeat(64)
    const first = await store.insertMessage(message({ topic, message: '1' }))
    await store.insertMessage(message({ topic, message: 'own', publisher: 'did:key:zB' }))
    await store.insertMessage(message({ topic, message: 'expired', expiresAt: 2_000 }))
    const last = await store.insertMessage(message({ topic, message: '2' }))
    const query = { topics: [topic], clientId: 'did:key:zB', now: 5_000, afterSeq: 0, limit: 10 }
    expect((await store.listUnacked(query)).map((m) => m.message)).toEqual(['1', '2'])
    await store.markAcked({ seq: first?.seq ?? 0, clientId: 'did:key:zB' })
    expect((await store.listUnacked(query)).map((m) => m.seq)).toEqual([last?.seq])
    expect(await store.listUnacked({ ...query, afterSeq: last?.seq ?? 0 })).toEqual([])
    expect(await store.listUnacked({ ...query, limit: 1, clientId: 'did:key:zC' })).toHaveLength(1)
  })

  it('deletes expired messages with their acks', async () => {
    const store = await open()
    const stored = await store.insertMessage(message({ expiresAt: 2_000 }))
    await store.insertMessage(message({ message: 'keep', expiresAt: 9_000 }))
    await store.markAcked({ seq: stored?.seq ?? 0, clientId: 'did:key:zB' })
    expect(await store.deleteExpired(2_000)).toBe(1)
    expect(await store.deleteExpired(2_000)).toBe(0)
  })

  it('sweeps a large expiry in chunks until everything expired is gone', async () => {
    const store = await open()
    await Promise.all(
      Array.from({ length: 4_500 }, (_, i) =>
        store.insertMessage(message({ message: `m${i}`, expiresAt: 2_000 })),
      ),
    )
    await store.insertMessage(message({ message: 'keep', expiresAt: 9_000 }))
    expect(await store.deleteExpired(2_000)).toBe(4_500)
    const left = await unackedOfB(store)
    expect(left.map((m) => m.message)).toEqual(['keep'])
  })

  it('sums unexpired stored bytes by publisher, address and expiry second', async () => {
    const store = await open()
    await store.insertMessage(message({ message: 'abc', expiresAt: 5_200 }))
    await store.insertMessage(message({ message: 'défi', expiresAt: 5_900 }))
    await store.insertMessage(message({ message: 'x', expiresAt: 7_000 }))
    await store.insertMessage(message({ message: 'yy', publisherAddress: '10.0.0.2' }))
    await store.insertMessage(message({ message: 'gone', expiresAt: 2_000 }))
    const usage = await store.listUsage(3_000)
    expect(usage.sort((a, b) => a.expiresAt - b.expiresAt)).toEqual([
      {
        publisher: 'did:key:zA',
        publisherAddress: '10.0.0.1',
        expiresAt: 5_900,
        messageBytes: 8,
        count: 2,
      },
      {
        publisher: 'did:key:zA',
        publisherAddress: '10.0.0.1',
        expiresAt: 7_000,
        messageBytes: 1,
        count: 1,
      },
      {
        publisher: 'did:key:zA',
        publisherAddress: '10.0.0.2',
        expiresAt: 10_000,
        messageBytes: 2,
        count: 1,
      },
    ])
  })

  it('reads the free space of the database file system, none for :memory:', async () => {
    expect(await (await open()).freeDiskBytes()).toBeUndefined()
    const db = tempDbPath()
    cleanups.push(db.remove)
    const free = await (await open(db.path)).freeDiskBytes()
    expect(free).toBeGreaterThan(0)
  })

  it('reopens an existing file without re-running migrations and keeps its rows', async () => {
    const db = tempDbPath()
    cleanups.push(db.remove)
    const store = await createSqliteStore({ path: db.path })
    await store.insertMessage(message({ message: 'kept' }))
    await store.close()
    const reopened = await open(db.path)
    const rows = await unackedOfB(reopened)
    expect(rows.map((m) => m.message)).toEqual(['kept'])
  })
})
