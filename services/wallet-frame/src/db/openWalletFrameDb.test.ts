import { testPostgresSchema } from '@portico/test/services/testPostgresSchema'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { testDialects } from '../testing/testDialects'
import { createMigrationProvider } from './migrations'
import { openWalletFrameDb } from './openWalletFrameDb'

const withPostgres = (await testDialects()).includes('postgres')
const schema = testPostgresSchema('frame_open')
afterAll(async () => {
  if (withPostgres) await schema.drop()
})

describe('openWalletFrameDb', () => {
  it('opens the SQLite file without a database url', async () => {
    const { db, dialect } = await openWalletFrameDb({ dbPath: ':memory:' })
    expect(dialect).toBe('sqlite')
    expect(await db.selectFrom('users').selectAll().execute()).toEqual([])
    await db.destroy()
  })

  it.runIf(withPostgres)(
    'creates and migrates an empty PostgreSQL schema, from two nodes at once, and reads every column back as written',
    async () => {
      const target = {
        dbPath: 'unused',
        database: { url: schema.url, schema: schema.name, poolSize: 2 },
      }
      // Two nodes starting together: one migrates while the other waits on the migrator's lock.
      const [a, b] = await Promise.all([openWalletFrameDb(target), openWalletFrameDb(target)])
      try {
        expect(a.dialect).toBe('postgres')
        const applied = await sql<{ name: string }>`select name from kysely_migration order by name`
          .execute(a.db)
          .then((result) => result.rows.map((row) => row.name))
        expect(applied).toEqual(Object.keys(await createMigrationProvider().getMigrations()).sort())
        const at = 1_790_000_000_123
        await a.db
          .insertInto('users')
          .values({ id: 'u', email: null, address: '0xabc', created_at: at })
          .execute()
        // Users without an email (a social login that reported none) are many; with one, unique.
        await a.db
          .insertInto('users')
          .values({ id: 'v', email: null, address: null, created_at: at })
          .execute()
        await a.db
          .insertInto('users')
          .values({ id: 'w', email: 'ada@example.com', address: null, created_at: at })
          .execute()
        await expect(
          b.db
            .insertInto('users')
            .values({ id: 'x', email: 'ada@example.com', address: null, created_at: at })
            .execute(),
        ).rejects.toThrow(/unique/)
        await a.db
          .insertInto('devices')
          .values({
            user_id: 'u',
            device_hash: 'd',
            auth_share: 'ab',
            recovery_share: null,
            created_at: at,
          })
          .execute()
        await a.db
          .insertInto('recovery_passkeys')
          .values({
            credential_id: 'c',
            user_id: 'u',
            public_key: 'pk',
            counter: 2 ** 40,
            transports: '[]',
            prf_salt: '00',
            wrapped_key: 'wk',
            created_at: at,
          })
          .execute()
        await a.db
          .insertInto('recovery_passwords')
          .values({
            user_id: 'u',
            salt: 's',
            params: '{}',
            verifier_hash: 'h',
            wrapped_key: 'wk',
            failed_attempts: 0,
            locked_until: 0,
            created_at: at,
          })
          .execute()
        expect(await b.db.selectFrom('devices').selectAll().execute()).toEqual([
          {
            user_id: 'u',
            device_hash: 'd',
            auth_share: 'ab',
            recovery_share: null,
            recovery_sealed_by: 'kms',
            created_at: at,
          },
        ])
        expect(
          await b.db.selectFrom('recovery_passkeys').select(['counter', 'created_at']).execute(),
        ).toEqual([{ counter: 2 ** 40, created_at: at }])
        expect(
          await b.db
            .selectFrom('recovery_passwords')
            .select(['failed_attempts', 'locked_until'])
            .execute(),
        ).toEqual([{ failed_attempts: 0, locked_until: 0 }])
        // Deleting an account takes its devices and recovery with it, as on SQLite.
        await b.db.deleteFrom('users').where('id', '=', 'u').execute()
        expect(await a.db.selectFrom('devices').selectAll().execute()).toEqual([])
        expect(await a.db.selectFrom('recovery_passkeys').selectAll().execute()).toEqual([])
      } finally {
        await a.db.destroy()
        await b.db.destroy()
      }
    },
  )
})
