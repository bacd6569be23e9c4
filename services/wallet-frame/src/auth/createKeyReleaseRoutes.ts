import { Hono } from 'hono'
import type { AppEnv } from '../http/AppEnv'
import { renderNoticePage } from '../page/renderNoticePage'
import type { AuthDeps } from './AuthDeps'
import { routeMailedLink } from './routeMailedLink'

/**
 * The link mailed to the previous address when a new device asks for the key after an email
 * change (`createKeyReleaseGuard`). GET shows one button and changes nothing (mail scanners open
 * links); its POST lets that device have the key, once, while the change can still be undone.
 * @example app.route('/', createKeyReleaseRoutes(deps))
 */
export function createKeyReleaseRoutes(deps: AuthDeps): Hono<AppEnv> {
  const { db, clock, hasher } = deps
  const app = new Hono<AppEnv>()

  routeMailedLink(
    app,
    {
      path: '/device/release',
      title: "Give this device your wallet's key?",
      body: 'A device that was not yours before your wallet’s email changed asks for its key. Approve it only if you changed the email yourself and the device is yours.',
      button: 'Approve device',
    },
    async (c, token) => {
      const now = clock.now()
      const approved = await db
        .updateTable('key_release_approvals')
        .set({ approved_at: now })
        .where('token_hash', '=', hasher.hash(`key-release:${token}`))
        .where('approved_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst()
      if (approved.numUpdatedRows !== 1n) {
        return c.html(
          renderNoticePage({
            title: 'Link expired',
            body: 'This link has expired or was already used.',
          }),
          404,
        )
      }
      return c.html(
        renderNoticePage({
          title: 'Device approved',
          body: 'The device can now open your wallet. Go back to it and try again.',
        }),
      )
    },
  )

  return app
}
