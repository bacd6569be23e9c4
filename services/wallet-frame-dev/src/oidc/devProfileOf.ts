import type { DevIdentityUser } from './devIdentityUsers'

/**
 * A test person in the shape each plain OAuth 2 provider's profile endpoint answers (GitHub
 * `GET /user`, Discord `GET /users/@me`, X `GET /2/users/me`, Facebook `GET /me`), so the dev
 * stack reads them with the same field paths as production.
 * @example devProfileOf('x', ada) // { data: { id: '1001', name: 'Ada Lovelace', username: 'ada' } }
 */
export function devProfileOf(provider: string, user: DevIdentityUser): unknown {
  switch (provider) {
    case 'github':
      return { id: Number(user.sub), login: user.username, name: user.name, email: user.email }
    case 'discord':
      return {
        id: user.sub,
        username: user.username,
        global_name: user.name,
        email: user.email,
        verified: true,
      }
    case 'x':
      return { data: { id: user.sub, name: user.name, username: user.username } }
    case 'facebook':
      return { id: user.sub, name: user.name, email: user.email }
    default:
      return undefined
  }
}
