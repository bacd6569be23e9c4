import { codeOf, type MailCatcher, nextMail } from '@portico/wallet-frame-dev'
import { callJson, type TestService } from './createTestService'

/**
 * Signs `email` in on the device `deviceSecret` through the real mail round trip (an account
 * without a key, or a known device) against a service and its mail catcher (such as what
 * `setUpTestService` runs) and returns the tokens.
 * @example const { accessToken } = await signIn(running, 'ada@example.com', secret, seen)
 */
export async function signIn(
  at: { service: TestService; mail: MailCatcher },
  email: string,
  deviceSecret: string,
  seen: Set<string>,
): Promise<{ accessToken: string; refreshToken: string }> {
  const { service, mail } = at
  const start = await callJson(service.app, 'POST', '/auth/v1/login', { email, deviceSecret })
  if (start.body.action !== 'VERIFY_OTP')
    throw new Error(`expected a code, got ${JSON.stringify(start.body)}`)
  const otp = codeOf(await nextMail(mail.webUrl, email, seen))
  const verify = await callJson(service.app, 'POST', '/auth/v1/login/verify', {
    loginId: start.body.loginId,
    otp,
    deviceSecret,
  })
  if (verify.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(verify.body)}`)
  return {
    accessToken: String(verify.body.accessToken),
    refreshToken: String(verify.body.refreshToken),
  }
}
