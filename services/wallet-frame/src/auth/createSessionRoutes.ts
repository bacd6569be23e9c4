import { Hono } from 'hono'
import { z } from 'zod'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { AppEnv } from '../http/AppEnv'
import { readJson } from '../http/readJson'
import { requireSession } from '../http/requireSession'
import type { AuthDeps } from './AuthDeps'
import { toUserPayload } from './toUserPayload'

/**
 * Session upkeep: `POST /auth/v1/refresh` (rotating refresh token), `GET /auth/v1/me` (the user
 * of a valid access token; the frame's "is connected" check) and `POST /auth/v1/signout`.
 * @example app.route('/', createSessionRoutes(deps))
 */
export function createSessionRoutes(deps: AuthDeps): Hono<AppEnv> {
  const { db, sessions } = deps
  const app = new Hono<AppEnv>()

  app.post('/auth/v1/refresh', async (c) => {
    const { refreshToken } = await readJson(
      c,
      z.object({ refreshToken: z.string().regex(/^[A-Za-z0-9_-]{8,64}\.[A-Za-z0-9_-]{20,64}$/) }),
    )
    await deps.limits.verifyPerIp.take(deps.clientIp(c))
    return c.json(await sessions.refresh(refreshToken))
  })

  app.get('/auth/v1/me', requireSession(sessions), async (c) => {
    const { userId, sessionId } = c.get('session')
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirst()
    if (!user) throw new WalletFrameError('SESSION_EXPIRED')
    const session = await db
      .selectFrom('sessions')
      .select('auth_provider')
      .where('id', '=', sessionId)
      .executeTakeFirst()
    const provider = session?.auth_provider
    if (!provider) return c.json({ user: toUserPayload(user) })
    const identity = await db
      .selectFrom('social_identities')
      .select('username')
      .where('user_id', '=', userId)
      .where('provider', '=', provider)
      .orderBy('updated_at', 'desc')
      .executeTakeFirst()
    return c.json({
      user: toUserPayload(user, { provider, username: identity?.username ?? null }),
    })
  })

  app.post('/auth/v1/signout', requireSession(sessions), async (c) => {
    await sessions.revoke(c.get('session').sessionId)
    return c.json({ ok: true })
  })

  return app
}
