import { Hono } from 'hono'
import { isUniqueViolation } from '../db/isUniqueViolation'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { AppEnv } from '../http/AppEnv'
import { frameCsp } from '../page/frameCsp'
import { renderNoticePage } from '../page/renderNoticePage'
import type { AuthDeps } from './AuthDeps'
import { routeMailedLink } from './routeMailedLink'

const EXPIRED = 'This link has expired or was already used.'

/**
 * The link of the "your email was changed" notice to the old address. GET shows one button and
 * changes nothing (mail scanners open links); its POST puts the old address back, signs every
 * session of the account out, cancels the account's pending email changes and spends the undo
 * links of the changes made after it (so an attacker's own later change cannot be undone back to
 * them), never those of earlier changes (so undoing a later change cannot take the first owner's
 * link away). Once per link, within its lifetime.
 * @example app.route('/', createEmailUndoRoutes(deps))
 */
export function createEmailUndoRoutes(deps: AuthDeps): Hono<AppEnv> {
  const { db, clock, hasher } = deps
  const app = new Hono<AppEnv>()
  app.use('/email/undo', async (c, next) => {
    await next()
    c.header('Content-Security-Policy', frameCsp([]))
    c.header('Cache-Control', 'no-store')
    // The token sits in this page's URL: never send it on.
    c.header('Referrer-Policy', 'no-referrer')
  })

  const undo = async (token: string): Promise<string | undefined> => {
    const tokenHash = hasher.hash(`email-undo:${token}`)
    const now = clock.now()
    const undone = db.transaction().execute(async (trx) => {
      // Spent in the same statement that checks it: a replay, even a parallel one, finds none.
      const row = await trx
        .updateTable('email_change_undos')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returningAll()
        .executeTakeFirst()
      if (!row) return undefined
      const taken = await trx
        .selectFrom('users')
        .select('id')
        .where('email', '=', row.old_email)
        .where('id', '!=', row.user_id)
        .executeTakeFirst()
      if (taken) throw new WalletFrameError('EMAIL_TAKEN')
      await trx
        .updateTable('users')
        .set({ email: row.old_email })
        .where('id', '=', row.user_id)
        .execute()
      await trx
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', row.user_id)
        .where('revoked_at', 'is', null)
        .execute()
      await trx
        .updateTable('email_updates')
        .set({ state: 'done' })
        .where('user_id', '=', row.user_id)
        .where('state', '!=', 'done')
        .execute()
      // The changes made after this one are undone with it, so their links go too; the links of
      // earlier changes stay: undoing a later move (perhaps the attacker's own, back to the
      // attacker's first address) must not take the first owner's link away.
      await trx
        .updateTable('email_change_undos')
        .set({ used_at: now })
        .where('user_id', '=', row.user_id)
        .where('used_at', 'is', null)
        .where('created_at', '>=', row.created_at)
        .execute()
      return row.old_email
    })
    // The old address taken meanwhile by a login on another node: its unique index says so.
    return undone.catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new WalletFrameError('EMAIL_TAKEN', { cause: error })
      throw error
    })
  }

  routeMailedLink(
    app,
    {
      path: '/email/undo',
      title: 'Undo the email change?',
      body: 'This puts your previous email back on your Portico wallet and signs every device out. Do it if you did not change the email yourself.',
      button: 'Undo the change',
    },
    async (c, token) => {
      const email = await undo(token)
      if (email === undefined) {
        return c.html(renderNoticePage({ title: 'Link expired', body: EXPIRED }), 404)
      }
      return c.html(
        renderNoticePage({
          title: 'Email change undone',
          body: `Your wallet's email is ${email} again and every device was signed out. Sign in again with ${email}.`,
        }),
      )
    },
  )

  return app
}
