import { BaseError } from '@portico/common'
import type { Clock } from '@portico/server'
import { randomToken } from '../auth/randomToken'
import type { UserTable, WalletFrameDb } from '../db/Database'
import { isUniqueViolation } from '../db/isUniqueViolation'
import type { SocialProfile } from './readProfile'

/** Another login linked the same provider account first; this attempt's account is undone. */
class SocialLinkRaceError extends BaseError {
  override name = 'SocialLinkRaceError'
  override readonly code = 'SOCIAL_LINK_RACE'
  constructor() {
    super('another login linked this provider account first')
  }
}

/**
 * The account a social login signs in as (the rule of the README, "Email and social logins"):
 * 1. a provider account seen before keeps its user, whatever its email says now;
 * 2. otherwise an email the provider marks verified joins the account of that email (email
 *    login or another provider), so the same person reaches the same wallet;
 * 3. otherwise a new account, with that verified email or with none (an unverified email is
 *    never stored: it would let anyone claim someone else's address).
 * @example const user = await findOrCreateSocialUser({ db, clock, provider: 'google', profile })
 */
export async function findOrCreateSocialUser(args: {
  db: WalletFrameDb
  clock: Clock
  provider: string
  profile: SocialProfile
}): Promise<UserTable> {
  const { db, clock, provider, profile } = args
  const now = clock.now()
  const verifiedEmail = profile.emailVerified ? profile.email : null
  const attempt = () =>
    db.transaction().execute(async (trx) => {
      const identity = await trx
        .selectFrom('social_identities')
        .select('user_id')
        .where('provider', '=', provider)
        .where('subject', '=', profile.subject)
        .executeTakeFirst()
      if (identity) {
        await trx
          .updateTable('social_identities')
          .set({ email: verifiedEmail, username: profile.username, updated_at: now })
          .where('provider', '=', provider)
          .where('subject', '=', profile.subject)
          .execute()
        return trx
          .selectFrom('users')
          .selectAll()
          .where('id', '=', identity.user_id)
          .executeTakeFirstOrThrow()
      }
      let user =
        verifiedEmail === null
          ? undefined
          : await trx
              .selectFrom('users')
              .selectAll()
              .where('email', '=', verifiedEmail)
              .executeTakeFirst()
      if (!user) {
        user = { id: randomToken(16), email: verifiedEmail, address: null, created_at: now }
        await trx.insertInto('users').values(user).execute()
      }
      const linked = await trx
        .insertInto('social_identities')
        .values({
          provider,
          subject: profile.subject,
          user_id: user.id,
          email: verifiedEmail,
          username: profile.username,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
        .returning('user_id')
        .executeTakeFirst()
      // The same provider account signing in on another node at the same moment linked first:
      // undo this attempt's account and take theirs.
      if (!linked) throw new SocialLinkRaceError()
      return user
    })
  // A user made for an email at the same moment elsewhere fails this attempt's insert on the
  // email's unique index; the second attempt finds the identity or the user that won.
  return attempt().catch((error: unknown) => {
    if (!(error instanceof SocialLinkRaceError) && !isUniqueViolation(error)) throw error
    return attempt()
  })
}
