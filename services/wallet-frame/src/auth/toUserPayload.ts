import type { UserTable } from '../db/Database'

/**
 * The user as the API answers it: `authProvider` is what this session signed in with ('email'
 * or a social provider) and `userName` the username that provider reported.
 * @example c.json({ user: toUserPayload(row, { provider: 'github', username: 'octocat' }) })
 */
export function toUserPayload(
  user: Pick<UserTable, 'email' | 'address'>,
  social?: { provider: string; username: string | null },
) {
  return {
    email: user.email,
    address: user.address,
    authProvider: social?.provider ?? 'email',
    userName: social?.username ?? null,
  }
}
