import { Hono } from 'hono'
import type { AppEnv } from '../http/AppEnv'
import { requireSession } from '../http/requireSession'
import type { AuthDeps } from './AuthDeps'
import { createEmailUndoRoutes } from './createEmailUndoRoutes'
import { startEmailUpdate } from './startEmailUpdate'
import { verifyEmailUpdatePrimary } from './verifyEmailUpdatePrimary'
import { verifyEmailUpdateSecondary } from './verifyEmailUpdateSecondary'

/**
 * Changing the account's email (spec §4): a code to the current address (primary), then one to
 * the new address (secondary); the second success saves the new email. Both code mails say what
 * the code does, the new address and the site (`site`, from the frame), so a code phished as a
 * "login code" reads for what it is; after the change the old address gets a notice with a link
 * that undoes it for `emailChangeUndoTtlMs` (7 days; `createEmailUndoRoutes`).
 * @example app.route('/', createEmailUpdateRoutes(deps))
 */
export function createEmailUpdateRoutes(deps: AuthDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.use('/auth/v1/email/*', requireSession(deps.sessions))
  app.route('/', createEmailUndoRoutes(deps))
  app.post('/auth/v1/email/update', (c) => startEmailUpdate(c, deps))
  app.post('/auth/v1/email/update/primary', (c) => verifyEmailUpdatePrimary(c, deps))
  app.post('/auth/v1/email/update/secondary', (c) => verifyEmailUpdateSecondary(c, deps))
  return app
}
