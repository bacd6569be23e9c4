import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { WalletFrameDb } from '../db/Database'
import { createTestDb } from '../testing/createTestDb'
import { testDialects } from '../testing/testDialects'
import { findOrCreateSocialUser } from './findOrCreateSocialUser'

let db: WalletFrameDb
let closeDb: () => Promise<void>
const clock = { now: () => 1_000 }
const profile = (over: Partial<Parameters<typeof findOrCreateSocialUser>[0]['profile']> = {}) => ({
  subject: 's1',
  email: 'ada@example.com',
  emailVerified: true,
  username: 'ada',
  ...over,
})

describe.each(await testDialects())('findOrCreateSocialUser on %s', (dialect) => {
  beforeAll(async () => {
    ;({ db, close: closeDb } = await createTestDb(dialect))
  })
  afterAll(() => closeDb?.())
  beforeEach(async () => {
    await db.deleteFrom('social_identities').execute()
    await db.deleteFrom('users').execute()
    await db
      .insertInto('users')
      .values({ id: 'email-user', email: 'ada@example.com', address: '0xA', created_at: 1 })
      .execute()
  })

  describe('the rule of the README', () => {
    it('joins the account of a verified email', async () => {
      const user = await findOrCreateSocialUser({
        db,
        clock,
        provider: 'google',
        profile: profile(),
      })
      expect(user.id).toBe('email-user')
    })

    it('never joins on an unverified email, and does not store it', async () => {
      const user = await findOrCreateSocialUser({
        db,
        clock,
        provider: 'github',
        profile: profile({ emailVerified: false }),
      })
      expect(user.id).not.toBe('email-user')
      expect(user.email).toBeNull()
      const identity = await db
        .selectFrom('social_identities')
        .selectAll()
        .executeTakeFirstOrThrow()
      expect(identity).toMatchObject({
        provider: 'github',
        subject: 's1',
        email: null,
        user_id: user.id,
      })
    })

    it('keeps a known provider account on its wallet whatever email it reports later', async () => {
      const first = await findOrCreateSocialUser({
        db,
        clock,
        provider: 'discord',
        profile: profile({ email: 'nelly@example.com' }),
      })
      expect(first.email).toBe('nelly@example.com')
      const again = await findOrCreateSocialUser({
        db,
        clock,
        provider: 'discord',
        profile: profile({ email: 'ada@example.com', username: 'nelly2' }),
      })
      expect(again.id).toBe(first.id)
      expect(
        await db
          .selectFrom('social_identities')
          .select('username')
          .where('user_id', '=', first.id)
          .executeTakeFirst(),
      ).toEqual({ username: 'nelly2' })
    })

    it('keeps the same subject at two providers apart', async () => {
      const x = await findOrCreateSocialUser({
        db,
        clock,
        provider: 'x',
        profile: profile({ email: null, emailVerified: false }),
      })
      const github = await findOrCreateSocialUser({
        db,
        clock,
        provider: 'github',
        profile: profile({ email: null, emailVerified: false }),
      })
      expect(x.id).not.toBe(github.id)
    })
  })

  it('gives one provider account signing in twice at once one wallet', async () => {
    const signIns = await Promise.all(
      Array.from({ length: 6 }, () =>
        findOrCreateSocialUser({
          db,
          clock,
          provider: 'google',
          profile: profile({ subject: 'twice', email: 'grace@example.com' }),
        }),
      ),
    )
    expect(new Set(signIns.map((user) => user.id)).size).toBe(1)
    const users = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'grace@example.com')
      .execute()
    expect(users).toEqual([{ id: signIns[0]?.id }])
    expect(
      await db
        .selectFrom('social_identities')
        .select('user_id')
        .where('subject', '=', 'twice')
        .execute(),
    ).toEqual([{ user_id: signIns[0]?.id }])
  })
})
