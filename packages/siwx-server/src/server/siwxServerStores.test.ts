import type { Kysely } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { sqliteDb } from '../testing/sqliteDb'
import { createKyselySiwxStore } from './createKyselySiwxStore'
import { createMemorySiwxStore } from './createMemorySiwxStore'
import { migrateSiwxTables } from './migrateSiwxTables'
import type { SiwxDatabase } from './SiwxDatabase'
import type { SiwxServerStore, SiwxSessionRecord } from './SiwxServerStore'

const opened: Kysely<SiwxDatabase>[] = []
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()))
})

const stores: [string, () => Promise<SiwxServerStore>][] = [
  ['memory', async () => createMemorySiwxStore()],
  [
    'kysely + SQLite',
    async () => {
      // The gateway's own database type also holds other tables.
      const db = sqliteDb<SiwxDatabase & { other: { id: string } }>()
      opened.push(db)
      await migrateSiwxTables(db)
      await migrateSiwxTables(db)
      return createKyselySiwxStore(db)
    },
  ],
]

const record = (overrides: Partial<SiwxSessionRecord>): SiwxSessionRecord => ({
  id: 'id-1',
  tokenHash: 'hash-1',
  projectId: 'proj1',
  chainId: 'eip155:1',
  address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  domain: 'app.example.com',
  message: 'text',
  signature: '0x01',
  createdAt: 1_000,
  expiresAt: 10_000,
  revokedAt: null,
  ...overrides,
})

describe.each(stores)('%s SIWX store', (_, make) => {
  it('accepts a nonce once, only before it expires', async () => {
    const store = await make()
    const nonces = store.nonces('proj1')
    await nonces.add('nonceAAAA', 100)
    await nonces.add('nonceBBBB', 100)
    const [first, second] = await Promise.all([
      nonces.consume('nonceAAAA', 99),
      nonces.consume('nonceAAAA', 99),
    ])
    expect([first, second].sort()).toEqual([false, true])
    expect(await nonces.consume('nonceBBBB', 100)).toBe(false)
    expect(await nonces.consume('neverIssued', 0)).toBe(false)
  })

  it('accepts a nonce only for the project it was issued to, without spending it', async () => {
    const store = await make()
    await store.nonces('proj1').add('nonceCCCC', 100)
    expect(await store.nonces('proj2').consume('nonceCCCC', 0)).toBe(false)
    expect(await store.nonces('proj1').consume('nonceCCCC', 0)).toBe(true)
  })

  it('deletes expired nonces and expired or revoked sessions, nothing live', async () => {
    const store = await make()
    await store.nonces('proj1').add('expiring1', 100)
    await store.nonces('proj1').add('keeping01', 1_000)
    await store.insertSession(record({ id: 'live', tokenHash: 'h1', expiresAt: 10_000 }))
    await store.insertSession(record({ id: 'over', tokenHash: 'h2', expiresAt: 500 }))
    await store.insertSession(record({ id: 'gone', tokenHash: 'h3', revokedAt: 400 }))
    expect(await store.deleteExpired(500)).toEqual({ nonces: 1, sessions: 2 })
    expect(await store.deleteExpired(500)).toEqual({ nonces: 0, sessions: 0 })
    expect(await store.nonces('proj1').consume('keeping01', 500)).toBe(true)
    expect(await store.findSessionByTokenHash('h1')).toMatchObject({ id: 'live' })
    expect(await store.findSessionByTokenHash('h2')).toBeUndefined()
    expect(await store.findSessionByTokenHash('h3')).toBeUndefined()
  })

  it('finds sessions by token hash and lists the live ones of an account, oldest first', async () => {
    const store = await make()
    await store.insertSession(record({ id: 'b', tokenHash: 'hb', createdAt: 2_000 }))
    await store.insertSession(record({ id: 'a', tokenHash: 'ha', createdAt: 1_000 }))
    await store.insertSession(record({ id: 'old', tokenHash: 'ho', expiresAt: 5_000 }))
    await store.insertSession(record({ id: 'gone', tokenHash: 'hg', revokedAt: 1_500 }))
    await store.insertSession(record({ id: 'p2', tokenHash: 'hp', projectId: 'proj2' }))
    await store.insertSession(
      record({ id: 'bob', tokenHash: 'hx', address: '0x0000000000000000000000000000000000000001' }),
    )
    expect(await store.findSessionByTokenHash('hb')).toEqual(
      record({ id: 'b', tokenHash: 'hb', createdAt: 2_000 }),
    )
    expect(await store.findSessionByTokenHash('hg')).toMatchObject({ id: 'gone', revokedAt: 1_500 })
    expect(await store.findSessionByTokenHash('nope')).toBeUndefined()
    const live = await store.listSessions({
      projectId: 'proj1',
      address: record({}).address,
      now: 6_000,
    })
    expect(live.map((r) => r.id)).toEqual(['a', 'b'])
  })

  it('revokes a live session of the same account only', async () => {
    const store = await make()
    await store.insertSession(record({}))
    const target = { id: 'id-1', projectId: 'proj1', address: record({}).address }
    expect(await store.revokeSession({ ...target, projectId: 'proj2', at: 2_000 })).toBe(false)
    expect(
      await store.revokeSession({
        ...target,
        address: '0x0000000000000000000000000000000000000001',
        at: 2_000,
      }),
    ).toBe(false)
    expect(await store.revokeSession({ ...target, at: 10_000 })).toBe(false)
    expect(await store.revokeSession({ ...target, at: 2_000 })).toBe(true)
    expect(await store.revokeSession({ ...target, at: 3_000 })).toBe(false)
    expect(await store.findSessionByTokenHash('hash-1')).toMatchObject({ revokedAt: 2_000 })
  })
})
