import { Hono } from 'hono'
import type { AppEnv } from '../http/AppEnv'
import { requireSession } from '../http/requireSession'
import { getAuthShare } from './getAuthShare'
import type { KeyRouteDeps } from './KeyRouteDeps'
import { recoverKey } from './recoverKey'
import { setupKey } from './setupKey'

/**
 * The server's side of the 2-of-3 key split, all behind a session:
 * `GET /keys/v1/auth-share` (this device's auth share, to sign with its device share),
 * `POST /keys/v1/recover` (a new device, after device approval and code, gets an earlier
 * device's auth share and its recovery share: still sealed under the visitor's recovery key, with
 * that key wrapped by the recovery password, after the password's verifier checks out, or, in
 * operator custody, opened by the KMS) and `POST /keys/v1/setup` (stores this device's auth
 * share and recovery share after the frame proves, by a signature, that the key opens the
 * account's address; a protected account, and any account in self custody, takes
 * visitor-sealed shares only).
 * @example app.route('/', createKeyRoutes({ db, sessions, kms, clock, publicUrl, custody, assertKeyReleasable }))
 */
export function createKeyRoutes(deps: KeyRouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.use('/keys/*', requireSession(deps.sessions))
  app.get('/keys/v1/auth-share', (c) => getAuthShare(c, deps))
  app.post('/keys/v1/recover', (c) => recoverKey(c, deps))
  app.post('/keys/v1/setup', (c) => setupKey(c, deps))
  return app
}
