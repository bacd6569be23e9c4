import { Hono } from 'hono'
import { z } from 'zod'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { AppEnv } from '../http/AppEnv'
import { readJson } from '../http/readJson'
import { renderNoticePage } from '../page/renderNoticePage'
import type { AuthDeps } from './AuthDeps'
import { linkTokenSchema } from './confirmLinkPage'
import { routeMailedLink } from './routeMailedLink'

/**
 * The link of the device-approval mail. GET shows a button and changes nothing (mail scanners
 * open links); the POST it sends approves, and the waiting login then gets its code by mail.
 * `POST /auth/v1/device/approve { token }` does the same for scripts.
 * @example app.route('/', createDeviceApprovalRoutes(deps))
 */
export function createDeviceApprovalRoutes(deps: AuthDeps): Hono<AppEnv> {
  const { db, clock, hasher } = deps
  const app = new Hono<AppEnv>()

  const approve = async (token: string) => {
    const login = await db
      .selectFrom('logins')
      .selectAll()
      .where('approval_hash', '=', hasher.hash(`approval:${token}`))
      .executeTakeFirst()
    if (!login || login.expires_at <= clock.now()) throw new WalletFrameError('LOGIN_NOT_FOUND')
    if (login.state !== 'device_pending') return
    const now = clock.now()
    const approved = await db
      .updateTable('logins')
      .set({ state: 'otp_sent', expires_at: now + deps.config.otp.ttlMs })
      .where('id', '=', login.id)
      .where('state', '=', 'device_pending')
      .executeTakeFirst()
    // Two clicks at once (two nodes): only the one that approved mails the code.
    if (approved.numUpdatedRows !== 1n) return
    deps.frameMetrics.deviceApprovals.inc({ event: 'approved' })
    await deps.otps.issue('login', login.id, login.email)
  }

  routeMailedLink(
    app,
    {
      path: '/device/approve',
      title: 'Approve this device?',
      body: 'A sign-in to your Portico wallet from a new device is waiting. Approve it only if it is you.',
      button: 'Approve device',
    },
    async (c, token) => {
      try {
        await approve(token)
      } catch (error) {
        if (error instanceof WalletFrameError && error.code === 'LOGIN_NOT_FOUND') {
          return c.html(renderNoticePage({ title: 'Link expired', body: error.shortMessage }), 404)
        }
        throw error
      }
      return c.html(
        renderNoticePage({
          title: 'Device approved',
          body: 'A sign-in code is on its way to your mailbox. Go back to the site and enter it there.',
        }),
      )
    },
  )

  app.post('/auth/v1/device/approve', async (c) => {
    const { token } = await readJson(c, z.object({ token: linkTokenSchema }))
    await approve(token)
    return c.json({ approved: true })
  })

  return app
}
