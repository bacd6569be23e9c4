import type { MiddlewareHandler } from 'hono'
import type { Sessions } from '../auth/createSessions'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { AppEnv } from './AppEnv'

/**
 * Lets a request through only with a valid `Authorization: Bearer <access token>`; the claims
 * are left as `c.get('session')`.
 * @example app.use('/keys/*', requireSession(sessions))
 */
export function requireSession(sessions: Sessions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? ''
    const match = /^Bearer ([A-Za-z0-9._-]{1,4096})$/.exec(header)
    if (!match?.[1]) throw new WalletFrameError('UNAUTHORIZED')
    c.set('session', await sessions.verify(match[1]))
    return next()
  }
}
