import { testRedisKeySpace } from '@portico/test/services/testRedisKeySpace'
import { testRedisAnswers } from '@portico/test/services/testServiceAnswers'
import { Redis } from 'ioredis'
import { describe, expect, it } from 'vitest'
import type { QuotaLimits } from '../quota/quotaVerdict'
import type { StorageCharge } from '../quota/StorageLedger'
import type { AdmissionOutcome, NewMessage } from '../store/RelayStore'
import { cleanUpAfterEach } from '../testing/cleanUpAfterEach'
import { newTestMessage } from '../testing/newTestMessage'
import { createRedisLedger } from './createRedisLedger'
import { createRedisStore } from './createRedisStore'

const cleanups = cleanUpAfterEach()

const now = Date.now()
const message = (overrides: Partial<NewMessage> = {}) => newTestMessage(now, overrides)

// Two nodes' stores: separate connections, one key space.
function open() {
  const space = testRedisKeySpace('relay')
  const connections = [new Redis(space.url), new Redis(space.url)]
  cleanups.push(space.clear, async () => {
    for (const connection of connections) await connection.quit()
  })
  return connections.map((redis) => createRedisStore({ redis, prefix: space.prefix })) as [
    ReturnType<typeof createRedisStore>,
    ReturnType<typeof createRedisStore>,
  ]
}

// A ledger with `limits` in a key space of its own, on a connection of its own.
function openLedger(limits: QuotaLimits) {
  const space = testRedisKeySpace('relay')
  const redis = new Redis(space.url)
  cleanups.push(space.clear, () => redis.quit())
  return { space, redis, ledger: createRedisLedger({ redis, prefix: space.prefix, limits }) }
}

describe.runIf(await testRedisAnswers('the relay Redis store tests'))('createRedisStore', () => {
  it('one sequence across nodes; a repeat on any node is dropped', async () => {
    const [a, b] = open()
    const [first, second, again] = await Promise.all([
      a.insertMessage(message({ message: 'a' })),
      b.insertMessage(message({ message: 'b' })),
      b.insertMessage(message({ message: 'a' })),
    ])
    expect(new Set([first?.seq, second?.seq, again?.seq].filter(Boolean)).size).toBe(2)
    expect([first, again].filter((m) => m === undefined)).toHaveLength(1)
    expect(await a.insertMessage(message({ message: 'b' }))).toBeUndefined()
    expect(await a.insertMessage(message({ message: 'a', topic: 'b'.repeat(64) }))).toBeDefined()
  })

  it('lists unexpired messages a client neither published nor acknowledged, oldest first, on every node', async () => {
    const [a, b] = open()
    const topic = 'c'.repeat(64)
    const first = await a.insertMessage(message({ topic, message: '1' }))
    await a.insertMessage(message({ topic, message: 'own', publisher: 'did:key:zB' }))
    await b.insertMessage(message({ topic, message: 'expired', expiresAt: now + 1 }))
    const last = await b.insertMessage(message({ topic, message: '2' }))
    const query = { topics: [topic], clientId: 'did:key:zB', now: now + 5, afterSeq: 0, limit: 10 }
    expect((await a.listUnacked(query)).map((m) => m.message)).toEqual(['1', '2'])
    expect(await b.listUnacked(query)).toEqual(await a.listUnacked(query))
    await b.markAcked({ seq: first?.seq ?? 0, clientId: 'did:key:zB' })
    expect((await a.listUnacked(query)).map((m) => m.seq)).toEqual([last?.seq])
    expect(await a.listUnacked({ ...query, afterSeq: last?.seq ?? 0 })).toEqual([])
    expect(await a.listUnacked({ ...query, limit: 1, clientId: 'did:key:zC' })).toHaveLength(1)
  })

  it('pages past own and acknowledged messages across several topics', async () => {
    const [a] = open()
    const topics = ['d'.repeat(64), 'e'.repeat(64)]
    for (let i = 0; i < 6; i++) {
      await a.insertMessage(
        message({
          topic: topics[i % 2] as string,
          message: `x${i}`,
          publisher: i < 4 ? 'did:key:zC' : 'did:key:zA',
        }),
      )
    }
    const page = await a.listUnacked({ topics, clientId: 'did:key:zC', now, afterSeq: 0, limit: 2 })
    expect(page.map((m) => m.message)).toEqual(['x4', 'x5'])
  })

  it('sweeps expired messages and reports what unexpired ones hold', async () => {
    const [a, b] = open()
    await a.insertMessage(message({ message: 'gone', expiresAt: now + 10 }))
    await a.insertMessage(message({ message: 'kept', publisher: 'did:key:zQ' }))
    await b.insertMessage(message({ message: 'kept too', publisher: 'did:key:zQ' }))
    expect(await b.deleteExpired(now + 20)).toBe(1)
    expect(await a.deleteExpired(now + 20)).toBe(0)
    const usage = await a.listUsage(now + 20)
    expect(usage).toEqual([
      {
        publisher: 'did:key:zQ',
        publisherAddress: '10.0.0.1',
        expiresAt: now + 60_000,
        messageBytes: 'kept'.length + 'kept too'.length,
        count: 2,
      },
    ])
    expect(await a.freeDiskBytes()).toBeUndefined()
  })

  it('publishes of one turn are stored in order, each once; a read in that turn sees them', async () => {
    const [a, b] = open()
    const topic = 'f'.repeat(64)
    const texts = ['1', '2', '1', '3']
    // Not awaited: all four join one batch, and the read below is issued in the same turn.
    const inserting = texts.map((text) => a.insertMessage(message({ topic, message: text })))
    const listed = a.listUnacked({
      topics: [topic],
      clientId: 'did:key:zB',
      now,
      afterSeq: 0,
      limit: 10,
    })
    const stored = await Promise.all(inserting)
    expect(stored.map((m) => m?.message)).toEqual(['1', '2', undefined, '3'])
    const seqs = stored.flatMap((m) => (m ? [m.seq] : []))
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y))
    expect((await listed).map((m) => m.message)).toEqual(['1', '2', '3'])
    // Stored for every node, until acknowledged.
    const query = { topics: [topic], clientId: 'did:key:zB', now, afterSeq: 0, limit: 10 }
    expect((await b.listUnacked(query)).map((m) => m.seq)).toEqual(seqs)
  })

  it('acks of one turn are recorded together; a read in that turn no longer lists them', async () => {
    const [a, b] = open()
    const topic = 'g'.repeat(64)
    const stored = await Promise.all(
      ['1', '2', '3'].map((text) => a.insertMessage(message({ topic, message: text }))),
    )
    const [first, second, third] = stored.map((m) => m?.seq ?? 0)
    const acking = [
      a.markAcked({ seq: first ?? 0, clientId: 'did:key:zB' }),
      a.markAcked({ seq: third ?? 0, clientId: 'did:key:zB' }),
      a.markAcked({ seq: second ?? 0, clientId: 'did:key:zC' }),
    ]
    const query = { topics: [topic], clientId: 'did:key:zB', now, afterSeq: 0, limit: 10 }
    const listed = a.listUnacked(query)
    await Promise.all(acking)
    expect((await listed).map((m) => m.seq)).toEqual([second])
    expect((await b.listUnacked({ ...query, clientId: 'did:key:zC' })).map((m) => m.seq)).toEqual([
      first,
      third,
    ])
  })

  it('admits and stores the publishes of one turn in one step: refused ones whole, repeats uncharged', async () => {
    const { space, redis, ledger } = openLedger({
      perClient: 1_000,
      perAddress: 10_000,
      total: 100_000,
      reservePercent: 10,
    })
    const store = createRedisStore({ redis, prefix: space.prefix })
    const topic = 'h'.repeat(64)
    const publish = (publisher: string, texts: string[], bytes: number) => {
      const messages = texts.map((text) => message({ topic, message: text, publisher }))
      const charges = messages.map(
        (m): StorageCharge => ({
          clientId: publisher,
          address: m.publisherAddress,
          bytes,
          expiresAt: m.expiresAt,
        }),
      )
      return store.admitAndInsert?.(ledger, { charges, now, messages }) as Promise<AdmissionOutcome>
    }
    const texts = (outcome: AdmissionOutcome) =>
      'stored' in outcome ? outcome.stored.map((m) => m?.message) : outcome.refused
    // Not awaited one by one: one script call, in this order.
    const outcomes = Promise.all([
      publish('did:key:zX', ['1', '2'], 400),
      publish('did:key:zX', ['3'], 400),
      publish('did:key:zY', ['1', '4'], 300),
    ])
    const query = { topics: [topic], clientId: 'did:key:zB', now, afterSeq: 0, limit: 10 }
    const listed = store.listUnacked(query)
    expect((await outcomes).map(texts)).toEqual([
      ['1', '2'],
      'CLIENT_QUOTA_EXCEEDED',
      [undefined, '4'],
    ])
    expect((await listed).map((m) => m.message)).toEqual(['1', '2', '4'])
    // Charged: two of 400 and one of 300; neither the refused publish nor the repeat.
    expect(await ledger.storedBytes?.(now)).toBe(1_100)
  })

  it('leaves a ledger it does not hold to the caller', async () => {
    const [a] = open()
    const { ledger: elsewhere } = openLedger({
      perClient: 1,
      perAddress: 1,
      total: 1,
      reservePercent: 10,
    })
    expect(
      a.admitAndInsert?.(elsewhere, { charges: [], now, messages: [message()] }),
    ).toBeUndefined()
  })
})
