import type { AuthDeps } from '../auth/AuthDeps'

/**
 * The pending, unexpired social login of an authorization response's `state`, if any.
 * @example const login = await findPendingSocialLogin(deps, parsed.data.state)
 */
export const findPendingSocialLogin = (
  { db, clock }: Pick<AuthDeps, 'db' | 'clock'>,
  state: string | undefined,
) =>
  state === undefined
    ? undefined
    : db
        .selectFrom('social_logins')
        .selectAll()
        .where('state', '=', state)
        .where('status', '=', 'pending')
        .where('expires_at', '>', clock.now())
        .executeTakeFirst()
