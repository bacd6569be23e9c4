/**
 * What a verified access token says: the user, the session and the device it was issued to.
 * @example const { userId } = c.get('session')
 */
export type SessionClaims = { userId: string; sessionId: string; deviceHash: string }
