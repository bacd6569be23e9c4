import { codeOf, linkOf, type MailCatcher, nextMail } from '@portico/wallet-frame-dev'
import { expect } from 'vitest'
import type { createNodeFrame } from './createNodeFrame'
import { callJson } from './createTestService'
import type { ServiceUnderTest } from './ServiceUnderTest'

/**
 * A frame's email login through the real mailbox: CONNECT_EMAIL; on a new device of an account
 * that holds a key, the mailed approval (the link's JSON twin) while CONNECT_DEVICE waits; then
 * CONNECT_OTP with the mailed code. Answers how CONNECT_OTP ended — it also sets up or recovers
 * the key, so a protected account's new device rejects here. Mind the 30 s mail cooldown
 * between two logins of one address (move the test clock).
 * @example await logInByMail(frame, { service, mail, email, seen })
 */
export async function logInByMail(
  frame: ReturnType<typeof createNodeFrame>,
  at: { service: ServiceUnderTest; mail: MailCatcher; email: string; seen: Set<string> },
): Promise<unknown> {
  const { service, mail, email, seen } = at
  const { action } = (await frame.request('CONNECT_EMAIL', { email })) as { action: string }
  if (action === 'VERIFY_DEVICE') {
    const waiting = frame.request('CONNECT_DEVICE')
    const link = linkOf(await nextMail(mail.webUrl, email, seen))
    const token = new URL(link).searchParams.get('token')
    expect((await callJson(service.app, 'POST', '/auth/v1/device/approve', { token })).status).toBe(
      200,
    )
    await waiting
  }
  return frame.request('CONNECT_OTP', { otp: codeOf(await nextMail(mail.webUrl, email, seen)) })
}
