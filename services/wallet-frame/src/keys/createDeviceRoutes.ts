import { Hono } from 'hono'
import { lockUser } from '../db/lockUser'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { AppEnv } from '../http/AppEnv'
import { requireSession } from '../http/requireSession'
import { findKeyDevice } from './findKeyDevice'
import type { KeyRouteDeps } from './KeyRouteDeps'

/** How recent the login must be before the frame shows the private key: 5 minutes. */
export const EXPORT_FRESH_LOGIN_MS = 5 * 60_000

/**
 * The account's device controls, behind a session: `POST /auth/v1/signout/everywhere` (every
 * session of the account ends, this one too), `POST /keys/v1/device/remove` (this device's shares
 * and sessions go, and the browser becomes a new device to the account — refused while it is the
 * only device a recovery share is kept for, which would lose the wallet) and `POST
 * /keys/v1/export/check` (whether the login is fresh enough for the frame to show the key: a
 * stolen unlocked browser must sign in again first).
 * @example app.route('/', createDeviceRoutes({ db, sessions, clock }))
 */
export function createDeviceRoutes(
  deps: Pick<KeyRouteDeps, 'db' | 'sessions' | 'clock'>,
): Hono<AppEnv> {
  const { db, clock } = deps
  const app = new Hono<AppEnv>()
  app.use('/auth/v1/signout/everywhere', requireSession(deps.sessions))
  app.use('/keys/v1/device/remove', requireSession(deps.sessions))
  app.use('/keys/v1/export/check', requireSession(deps.sessions))

  app.post('/auth/v1/signout/everywhere', async (c) => {
    const { userId } = c.get('session')
    const result = await db
      .updateTable('sessions')
      .set({ revoked_at: clock.now() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst()
    return c.json({ revoked: Number(result.numUpdatedRows) })
  })

  app.post('/keys/v1/device/remove', async (c) => {
    const { userId, deviceHash } = c.get('session')
    await db.transaction().execute(async (trx) => {
      // Two devices removing themselves at once must not each count on the other.
      await lockUser(trx, userId)
      const others = await trx
        .selectFrom('devices')
        .select('device_hash')
        .where('user_id', '=', userId)
        .where('device_hash', '!=', deviceHash)
        .where('auth_share', 'is not', null)
        .where('recovery_share', 'is not', null)
        .executeTakeFirst()
      const self = await findKeyDevice(trx, userId, deviceHash)
      if (self?.recovery_share && !others) throw new WalletFrameError('ONLY_RECOVERABLE_DEVICE')
      await trx
        .deleteFrom('devices')
        .where('user_id', '=', userId)
        .where('device_hash', '=', deviceHash)
        .execute()
      await trx
        .updateTable('sessions')
        .set({ revoked_at: clock.now() })
        .where('user_id', '=', userId)
        .where('device_hash', '=', deviceHash)
        .where('revoked_at', 'is', null)
        .execute()
    })
    return c.json({ removed: true })
  })

  app.post('/keys/v1/export/check', async (c) => {
    const { sessionId } = c.get('session')
    const session = await db
      .selectFrom('sessions')
      .select('created_at')
      .where('id', '=', sessionId)
      .executeTakeFirst()
    if (!session || Number(session.created_at) < clock.now() - EXPORT_FRESH_LOGIN_MS)
      throw new WalletFrameError('LOGIN_NOT_FRESH')
    return c.json({ fresh: true })
  })

  return app
}
