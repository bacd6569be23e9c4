import type { Context } from 'hono'
import { findSessionUser } from '../auth/findSessionUser'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { AppEnv } from '../http/AppEnv'
import { findKeyDevice } from './findKeyDevice'
import type { KeyRouteDeps } from './KeyRouteDeps'

/**
 * `GET /keys/v1/auth-share`: this device's auth share, to sign with its device share.
 * @example app.get('/keys/v1/auth-share', (c) => getAuthShare(c, deps))
 */
export async function getAuthShare(c: Context<AppEnv>, deps: KeyRouteDeps) {
  const { db } = deps
  const { userId, deviceHash } = c.get('session')
  const user = await findSessionUser(db, userId)
  const device = await findKeyDevice(db, userId, deviceHash)
  if (!user.address || !device?.auth_share) {
    throw new WalletFrameError('NOT_FOUND', { message: 'No key on this device' })
  }
  return c.json({ address: user.address, authShare: device.auth_share })
}
