import { createManualClock } from '@portico/test/services/createManualClock'
import { describe, expect, it } from 'vitest'
import { createTestDb } from '../testing/createTestDb'
import { testDialects } from '../testing/testDialects'
import { sweepExpired } from './sweepExpired'

describe.each(await testDialects())('sweepExpired on %s', (dialect) => {
  it('deletes rows that ended over a day ago and keeps the rest', async () => {
    const { db, close } = await createTestDb(dialect)
    const clock = createManualClock()
    const now = clock.now()
    const login = (id: string, expires_at: number) => ({
      id,
      email: 'a@example.com',
      device_hash: 'd',
      state: 'done' as const,
      approval_hash: null,
      created_at: 0,
      expires_at,
    })
    await db
      .insertInto('logins')
      .values([login('old', now - 2 * 86_400_000), login('recent', now - 1_000)])
      .execute()
    await db
      .insertInto('users')
      .values({ id: 'u', email: 'a@example.com', address: null, created_at: 0 })
      .execute()
    const session = (id: string, revoked_at: number | null) => ({
      id,
      user_id: 'u',
      device_hash: 'd',
      refresh_hash: id,
      created_at: 0,
      expires_at: now + 86_400_000,
      revoked_at,
    })
    await db
      .insertInto('sessions')
      .values([session('live', null), session('revoked', now - 2 * 86_400_000)])
      .execute()
    await db
      .insertInto('mail_cooldowns')
      .values([
        { kind: 'login', email: 'old@example.com', sent_at: now - 2 * 86_400_000 },
        { kind: 'login', email: 'a@example.com', sent_at: now - 1_000 },
      ])
      .execute()
    expect(await sweepExpired(db, clock)).toBe(3)
    expect(await db.selectFrom('mail_cooldowns').select('email').execute()).toEqual([
      { email: 'a@example.com' },
    ])
    expect((await db.selectFrom('logins').select('id').execute()).map((r) => r.id)).toEqual([
      'recent',
    ])
    expect((await db.selectFrom('sessions').select('id').execute()).map((r) => r.id)).toEqual([
      'live',
    ])
    await close()
  })
})
