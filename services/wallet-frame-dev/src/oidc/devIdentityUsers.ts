/**
 * A person the dev identity provider can sign in as.
 * @example const ada: DevIdentityUser = devIdentityUsers[0]
 */
export type DevIdentityUser = { sub: string; name: string; email: string; username: string }

/**
 * The test people of the dev identity provider's sign-in page; one click signs in as one of
 * them, with any of the six providers.
 * @example devIdentityUsers.find((user) => user.username === 'ada')
 */
export const devIdentityUsers: readonly DevIdentityUser[] = [
  { sub: '1001', name: 'Ada Lovelace', email: 'ada@portico.localhost', username: 'ada' },
  { sub: '1002', name: 'Grace Hopper', email: 'grace@portico.localhost', username: 'grace' },
  { sub: '1003', name: 'Alan Turing', email: 'alan@portico.localhost', username: 'alan' },
]
