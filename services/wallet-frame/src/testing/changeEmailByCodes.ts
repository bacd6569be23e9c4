import { codeOf, type MailCatcher, nextMail } from '@portico/wallet-frame-dev'
import { expect } from 'vitest'
import { callJson, type TestService } from './createTestService'

/**
 * Moves a signed-in account from `from` to `to` through both mailed codes (the current address's,
 * then the new one's), as the page of `site` asks for it, checking each step; answers the mails
 * read: the two codes and the notice to the old address.
 * @example const { notice } = await changeEmailByCodes(running, { accessToken, from, to, site, seen })
 */
export async function changeEmailByCodes(
  at: { service: TestService; mail: MailCatcher },
  change: { accessToken: string; from: string; to: string; site: unknown; seen: Set<string> },
) {
  const { accessToken, from, to, site, seen } = change
  const post = (path: string, body: unknown) =>
    callJson(at.service.app, 'POST', path, body, accessToken)
  const start = await post('/auth/v1/email/update', { email: to, site })
  const step = (which: string, otp: string) =>
    post(`/auth/v1/email/update/${which}`, { updateId: start.body.updateId, otp })
  const primary = await nextMail(at.mail.webUrl, from, seen)
  expect((await step('primary', codeOf(primary))).status).toBe(200)
  const secondary = await nextMail(at.mail.webUrl, to, seen)
  expect((await step('secondary', codeOf(secondary))).body).toEqual({ email: to })
  const notice = await nextMail(at.mail.webUrl, from, seen)
  return { primary, secondary, notice }
}
