import { createSqliteKysely } from '@portico/server'
import { Migrator } from 'kysely'
import { describe, expect, it } from 'vitest'
import type { WalletFrameDatabase } from './Database'
import { migrateWalletFrameDb } from './migrateWalletFrameDb'
import { createMigrationProvider } from './migrations'

describe('migrations', () => {
  it('only go forward: none has a down step, each is numbered after the ones before', async () => {
    const migrations = await createMigrationProvider().getMigrations()
    const names = Object.keys(migrations).sort()
    expect(names.map((name) => Number(name.slice(0, 4)))).toEqual(names.map((_, i) => i + 1))
    for (const name of names) expect(migrations[name]?.down, name).toBeUndefined()
  })

  it('0003 lets users go without an email and keeps every device and session of existing ones', async () => {
    const db = createSqliteKysely<WalletFrameDatabase>(':memory:')
    const migrator = new Migrator({ db, provider: createMigrationProvider() })
    expect((await migrator.migrateTo('0002_lookup_indexes')).error).toBeUndefined()
    await db
      .insertInto('users')
      .values({ id: 'u1', email: 'ada@example.com', address: '0xabc', created_at: 1 })
      .execute()
    await db
      .insertInto('devices')
      .values({
        user_id: 'u1',
        device_hash: 'd1',
        auth_share: 'aa',
        recovery_share: 'bb',
        created_at: 1,
      })
      .execute()
    await db
      .insertInto('sessions')
      .values({
        id: 's1',
        user_id: 'u1',
        device_hash: 'd1',
        refresh_hash: 'r',
        created_at: 1,
        expires_at: 2,
        revoked_at: null,
      } as never)
      .execute()

    await migrateWalletFrameDb(db)

    expect(await db.selectFrom('devices').selectAll().execute()).toHaveLength(1)
    expect(await db.selectFrom('sessions').select(['id', 'auth_provider']).execute()).toEqual([
      { id: 's1', auth_provider: null },
    ])
    await db
      .insertInto('users')
      .values({ id: 'u2', email: null, address: null, created_at: 2 })
      .execute()
    await db
      .insertInto('users')
      .values({ id: 'u3', email: null, address: null, created_at: 3 })
      .execute()
    // Still unique where there is one, and still the target of the foreign keys.
    await expect(
      db
        .insertInto('users')
        .values({ id: 'u4', email: 'ada@example.com', address: null, created_at: 4 })
        .execute(),
    ).rejects.toThrow(/UNIQUE/)
    await db.deleteFrom('users').where('id', '=', 'u1').execute()
    expect(await db.selectFrom('devices').selectAll().execute()).toHaveLength(0)
    await db.destroy()
  })
})
