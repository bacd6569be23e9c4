import type { Context } from 'hono'
import { WalletFrameError } from '../errors/WalletFrameError'
import { describeDevice } from '../mail/describeDevice'
import { describeSite } from '../mail/describeSite'
import { deviceApprovalMail, mailTime } from '../mail/mailTemplates'
import type { AuthDeps } from './AuthDeps'
import type { Site } from './authSchemas'
import { insertLogin } from './insertLogin'
import { randomToken } from './randomToken'

/**
 * Starts the mailbox approval of a new device of an account that holds a key: an email login
 * waiting for approval (`device_pending`) and the approval link mailed to `email`. From there it
 * is the email login's flow: `POST /auth/v1/login/device` waits, the link approves and mails a
 * code, `POST /auth/v1/login/verify` signs the device in. The mail names the site (as the frame
 * told it), the device (browser and system from the User-Agent) and the time. Answers the login
 * id.
 * @example const loginId = await startDeviceApproval(deps, c, 'ada@example.com', deviceHash, site)
 */
export async function startDeviceApproval(
  deps: AuthDeps,
  c: Context,
  email: string,
  deviceHash: string,
  site?: Pick<Site, 'name' | 'origin'>,
): Promise<string> {
  const { db, hasher } = deps
  const approval = randomToken()
  const { loginId, now } = await insertLogin(deps, {
    email,
    deviceHash,
    state: 'device_pending',
    approvalHash: hasher.hash(`approval:${approval}`),
  })
  const link = `${deps.publicUrl(c)}/device/approve?token=${approval}`
  try {
    await deps.mailer.send(
      deviceApprovalMail({
        to: email,
        link,
        site: describeSite(site),
        device: describeDevice(c.req.header('user-agent')),
        at: mailTime(now),
      }),
    )
  } catch (cause) {
    await db.deleteFrom('logins').where('id', '=', loginId).execute()
    throw new WalletFrameError('MAIL_FAILED', { cause })
  }
  deps.frameMetrics.deviceApprovals.inc({ event: 'requested' })
  return loginId
}
