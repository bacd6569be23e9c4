import { createManualClock } from '@portico/test/services/createManualClock'
import { codeOf, type MailCatcher, nextMail } from '@portico/wallet-frame-dev'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callJson, createTestService, startTestMailCatcher } from '../testing/createTestService'
import { frameRequestHeaders } from '../testing/frameRequestHeaders'
import type { ServiceUnderTest } from '../testing/ServiceUnderTest'
import { testDialects } from '../testing/testDialects'

let mail: MailCatcher
const seen = new Set<string>()
const device = 'd'.repeat(43)

// Every mail the catcher holds for `email`, a moment after the last one came in.
const mailsTo = async (email: string) => {
  await new Promise((resolve) => setTimeout(resolve, 300))
  const all = (await (await fetch(`${mail.webUrl}/email`)).json()) as {
    to: { address: string }[]
  }[]
  return all.filter((m) => m.to.some((to) => to.address === email)).length
}

// Starts an email login on `device`; answers its login id and the code it mailed.
const startLogin = async (service: ServiceUnderTest, email: string) => {
  const start = await callJson(service.app, 'POST', '/auth/v1/login', {
    email,
    deviceSecret: device,
  })
  return { loginId: start.body.loginId, code: codeOf(await nextMail(mail.webUrl, email, seen)) }
}
// Answers a login's code from `device`.
const verifyLogin = (service: ServiceUnderTest, loginId: unknown, otp: string) =>
  callJson(service.app, 'POST', '/auth/v1/login/verify', { loginId, otp, deviceSecret: device })

describe.each(await testDialects())('on %s', (dialect) => {
  beforeAll(async () => {
    mail = await startTestMailCatcher()
  })
  afterAll(async () => {
    await mail?.stop()
  })

  describe('email login over real SMTP', () => {
    it('mails a 6-digit code and signs in with it', async () => {
      const clock = createManualClock()
      const service = await createTestService({ dialect, mail, clock })
      const email = 'ada@example.com'
      const start = await callJson(service.app, 'POST', '/auth/v1/login', {
        email: ' Ada@Example.com ',
        deviceSecret: device,
      })
      expect(start).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } })
      const message = await nextMail(mail.webUrl, email, seen)
      expect(message.text).toContain('valid for 10 minutes')
      const verify = await callJson(service.app, 'POST', '/auth/v1/login/verify', {
        loginId: start.body.loginId,
        otp: codeOf(message),
        deviceSecret: device,
      })
      expect(verify.status).toBe(200)
      expect(verify.body.user).toEqual({
        email,
        address: null,
        authProvider: 'email',
        userName: null,
      })
      const me = await callJson(
        service.app,
        'GET',
        '/auth/v1/me',
        undefined,
        String(verify.body.accessToken),
      )
      expect(me.body).toEqual({
        user: { email, address: null, authProvider: 'email', userName: null },
      })
      // Codes are stored as keyed hashes only.
      const rows = await service.db.selectFrom('otps').selectAll().execute()
      expect(rows.every((row) => !row.code_hash.includes(codeOf(message)))).toBe(true)
      await service.close()
    })

    it('refuses bad emails, and bodies over the limit', async () => {
      const service = await createTestService({ dialect, mail, clock: createManualClock() })
      for (const email of [
        '',
        'ada',
        'ada@',
        '@example.com',
        'ada@example',
        'a b@example.com',
        `${'a'.repeat(250)}@x.io`,
        42,
      ]) {
        const res = await callJson(service.app, 'POST', '/auth/v1/login', {
          email,
          deviceSecret: device,
        })
        expect(res.status, String(email)).toBe(400)
      }
      const huge = await service.app.request('/auth/v1/login', {
        method: 'POST',
        headers: { ...frameRequestHeaders('POST'), 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'a@example.com',
          deviceSecret: device,
          pad: 'x'.repeat(64 * 1024),
        }),
      })
      expect(huge.status).toBe(413)
      const notJson = await service.app.request('/auth/v1/login', {
        method: 'POST',
        headers: frameRequestHeaders('POST'),
        body: '{nope',
      })
      expect(notJson.status).toBe(400)
      await service.close()
    })

    it('holds a second mail for 30 s with the spec sentence', async () => {
      const clock = createManualClock()
      const service = await createTestService({ dialect, mail, clock })
      const body = { email: 'cooldown@example.com', deviceSecret: device }
      expect((await callJson(service.app, 'POST', '/auth/v1/login', body)).status).toBe(200)
      clock.advance(2_300)
      const again = await callJson(service.app, 'POST', '/auth/v1/login', body)
      expect(again).toEqual({
        status: 429,
        body: { code: 'COOLDOWN', message: 'Please try again after 28 seconds' },
      })
      clock.advance(28_000)
      expect((await callJson(service.app, 'POST', '/auth/v1/login', body)).status).toBe(200)
      await service.close()
    })

    it('sends one mail when starts for one address arrive at once (the cooldown is claimed atomically)', async () => {
      const clock = createManualClock()
      const service = await createTestService({ dialect, mail, clock })
      const email = 'together@example.com'
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          callJson(service.app, 'POST', '/auth/v1/login', {
            email,
            deviceSecret: String(i).repeat(43),
          }),
        ),
      )
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
      expect(answers.filter((answer) => answer.body.code === 'COOLDOWN')).toHaveLength(7)
      await nextMail(mail.webUrl, email, seen)
      expect(await mailsTo(email)).toBe(1)
      expect(await service.db.selectFrom('logins').select('id').execute()).toHaveLength(1)
      await service.close()
    })

    it('allows 5 tries per code, then only a new code helps', async () => {
      const clock = createManualClock()
      const service = await createTestService({ dialect, mail, clock })
      const email = 'tries@example.com'
      const { loginId, code } = await startLogin(service, email)
      const wrong = code === '000000' ? '111111' : '000000'
      const attempt = (otp: string) => verifyLogin(service, loginId, otp)
      for (let i = 0; i < 4; i++)
        expect((await attempt(wrong)).body).toMatchObject({ code: 'INVALID_OTP' })
      expect((await attempt(wrong)).body).toMatchObject({ code: 'OTP_EXHAUSTED' })
      expect((await attempt(code)).body).toMatchObject({ code: 'OTP_EXHAUSTED' })
      await service.close()
    })

    it('lets a code expire after 10 minutes and be used once', async () => {
      const clock = createManualClock()
      const service = await createTestService({ dialect, mail, clock })
      const email = 'expiry@example.com'
      const first = await startLogin(service, email)
      clock.advance(10 * 60_000)
      const late = await verifyLogin(service, first.loginId, first.code)
      expect(late.body).toMatchObject({ code: 'OTP_EXPIRED' })
      const second = await startLogin(service, email)
      expect((await verifyLogin(service, second.loginId, second.code)).status).toBe(200)
      expect((await verifyLogin(service, second.loginId, second.code)).status).toBe(404)
      await service.close()
    })

    it('keeps a login across a restart: the mailed code still works', async () => {
      const clock = createManualClock()
      const service = await createTestService({ dialect, mail, clock })
      const email = 'restart@example.com'
      const { loginId, code } = await startLogin(service, email)
      await service.reopen()
      expect((await verifyLogin(service, loginId, code)).status).toBe(200)
      await service.close()
    })

    it('limits code entries per address', async () => {
      const clock = createManualClock()
      const service = await createTestService({
        dialect,
        mail,
        clock,
        config: { rateLimits: { verifyPerIp: { capacity: 3, refillPerSecond: 0.001 } } },
      })
      const body = { loginId: 'unknown-login', otp: '123456', deviceSecret: device }
      for (let i = 0; i < 3; i++)
        expect((await callJson(service.app, 'POST', '/auth/v1/login/verify', body)).status).toBe(
          404,
        )
      const limited = await callJson(service.app, 'POST', '/auth/v1/login/verify', body)
      expect(limited).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } })
      await service.close()
    })

    it('limits mails per email address and per client address', async () => {
      const clock = createManualClock()
      const service = await createTestService({
        dialect,
        mail,
        clock,
        config: {
          otp: { resendCooldownMs: 0 },
          rateLimits: {
            sendPerEmail: { capacity: 2, refillPerSecond: 0.001 },
            sendPerIp: { capacity: 4, refillPerSecond: 0.001 },
          },
        },
      })
      const login = (email: string) =>
        callJson(service.app, 'POST', '/auth/v1/login', { email, deviceSecret: device })
      expect((await login('limit@example.com')).status).toBe(200)
      expect((await login('limit@example.com')).status).toBe(200)
      expect(await login('limit@example.com')).toMatchObject({
        status: 429,
        body: { code: 'RATE_LIMITED' },
      })
      expect((await login('limit2@example.com')).status).toBe(200)
      expect(await login('limit3@example.com')).toMatchObject({
        status: 429,
        body: { code: 'RATE_LIMITED' },
      })
      await service.close()
    })

    it('says so when the mail cannot be sent, and lets the visitor retry at once', async () => {
      const service = await createTestService({
        dialect,
        mail,
        clock: createManualClock(),
        config: { smtp: { port: 9 } },
      })
      const body = { email: 'nomail@example.com', deviceSecret: device }
      const res = await callJson(service.app, 'POST', '/auth/v1/login', body)
      expect(res).toMatchObject({ status: 502, body: { code: 'MAIL_FAILED' } })
      expect((await callJson(service.app, 'POST', '/auth/v1/login', body)).body.code).toBe(
        'MAIL_FAILED',
      )
      await service.close()
    })

    it('refuses the API to pages of other origins', async () => {
      const service = await createTestService({ dialect, mail, clock: createManualClock() })
      const res = await service.app.request('/auth/v1/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
        body: JSON.stringify({ email: 'x@example.com', deviceSecret: device }),
      })
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({
        code: 'ORIGIN_NOT_ALLOWED',
        message: 'Unauthorized: origin not allowed',
      })
      await service.close()
    })

    it('refuses the API to callers that are not the frame page: servers, scripts, other sites', async () => {
      const service = await createTestService({ dialect, mail, clock: createManualClock() })
      const refused = { code: 'ORIGIN_NOT_ALLOWED', message: 'Unauthorized: origin not allowed' }
      const body = JSON.stringify({ email: 'x@example.com', deviceSecret: device })
      const json = { 'content-type': 'application/json' }
      // A server's POST with no Origin at all, and a GET that is not a same-origin fetch.
      for (const [path, init] of [
        ['/auth/v1/login', { method: 'POST', headers: json, body }],
        ['/auth/v1/me', { headers: { authorization: 'Bearer x' } }],
        ['/keys/v1/recover', { method: 'POST', headers: json, body: '{}' }],
        ['/auth/v1/me', { headers: { 'sec-fetch-site': 'cross-site' } }],
        [
          '/rpc/v1/31337',
          { method: 'POST', headers: { ...json, 'sec-fetch-site': 'same-origin' } },
        ],
      ] as const) {
        const res = await service.app.request(path, init)
        expect(res.status, `${init.method ?? 'GET'} ${path}`).toBe(403)
        expect(await res.json()).toEqual(refused)
      }
      // What the frame page sends: its own origin on a POST, same-origin fetch metadata on a GET.
      const login = await service.app.request('/auth/v1/login', {
        method: 'POST',
        headers: { ...json, ...frameRequestHeaders('POST') },
        body,
      })
      expect(login.status).toBe(200)
      const me = await service.app.request('/auth/v1/me', { headers: frameRequestHeaders('GET') })
      expect(me.status).toBe(401)
      // The approval mail's JSON twin stays open to scripts: its token is the proof.
      const approve = await service.app.request('/auth/v1/device/approve', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ token: 'x'.repeat(43) }),
      })
      expect(approve.status).not.toBe(403)
      await service.close()
    })
  })
})
