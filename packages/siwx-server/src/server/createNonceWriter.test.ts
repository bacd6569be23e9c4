import type { Kysely } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { sqliteDb } from '../testing/sqliteDb'
import { createNonceWriter } from './createNonceWriter'
import { migrateSiwxTables } from './migrateSiwxTables'
import type { SiwxDatabase } from './SiwxDatabase'

const opened: Kysely<SiwxDatabase>[] = []
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()))
})

async function setUp() {
  const db = sqliteDb<SiwxDatabase>()
  opened.push(db)
  await migrateSiwxTables(db)
  return { db }
}

const row = (nonce: string) => ({ nonce, project_id: 'p', expires_at: 1_000 })

describe('createNonceWriter', () => {
  it('commits a burst of nonces together, each call resolving once its row is stored', async () => {
    const { db } = await setUp()
    let transactions = 0
    const counting = new Proxy(db, {
      get: (target, key, receiver) =>
        key === 'transaction'
          ? () => {
              transactions++
              return target.transaction()
            }
          : Reflect.get(target, key, receiver),
    })
    const write = createNonceWriter(counting, { maxBatch: 30 })
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => write(row(`nonce${String(i).padStart(4, '0')}`))),
    )
    expect(transactions).toBe(2)
    const stored = await db.selectFrom('siwx_nonces').select('nonce').execute()
    expect(stored).toHaveLength(50)
    await write(row('nonceLATE'))
    expect(transactions).toBe(3)
  })

  it('fails the calls of a batch that could not be written, and keeps going', async () => {
    const { db } = await setUp()
    const write = createNonceWriter(db)
    await write(row('nonceDUPE'))
    const results = await Promise.allSettled([write(row('nonceNEW1')), write(row('nonceDUPE'))])
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected'])
    await write(row('nonceNEW2'))
    const stored = (await db.selectFrom('siwx_nonces').select('nonce').execute()).map(
      (r) => r.nonce,
    )
    expect(stored.sort()).toEqual(['nonceDUPE', 'nonceNEW2'])
  })
})
