import { codeOf, type MailCatcher, nextMail } from '@portico/wallet-frame-dev'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createManualClock } from '../testing/createManualClock'
import {
  callJson,
  createTestService,
  startTestMailCatcher,
  type TestService,
} from '../testing/createTestService'
import { signIn } from '../testing/signIn'
import { testDialects } from '../testing/testDialects'

let mail: MailCatcher
let service: TestService
const seen = new Set<string>()
const secret = 'e'.repeat(43)

describe.each(await testDialects())('on %s', (dialect) => {
  beforeAll(async () => {
    mail = await startTestMailCatcher()
    service = await createTestService({ dialect, mail, clock: createManualClock() })
  })
  afterAll(async () => {
    await service?.close()
    await mail?.stop()
  })

  describe('email update', () => {
    it('refuses invalid, unchanged and taken addresses', async () => {
      const { accessToken } = await signIn(service, mail, 'owner@example.com', secret, seen)
      await signIn(service, mail, 'taken@example.com', secret, seen)
      const update = (email: unknown) =>
        callJson(service.app, 'POST', '/auth/v1/email/update', { email }, accessToken)
      expect((await update('not-an-email')).status).toBe(400)
      expect((await update('Owner@Example.com')).body).toMatchObject({
        message: 'This is already your email',
      })
      expect((await update('taken@example.com')).body).toEqual({
        code: 'EMAIL_TAKEN',
        message: 'This email is already in use',
      })
      expect(
        (await callJson(service.app, 'POST', '/auth/v1/email/update', { email: 'x@example.com' }))
          .status,
      ).toBe(401)
    })

    it('goes primary then secondary, each code from its own mailbox, and saves the new email', async () => {
      const { accessToken } = await signIn(service, mail, 'mover@example.com', secret, seen)
      const start = await callJson(
        service.app,
        'POST',
        '/auth/v1/email/update',
        { email: 'moved@example.com' },
        accessToken,
      )
      const updateId = start.body.updateId
      const step = (which: string, otp: string) =>
        callJson(
          service.app,
          'POST',
          `/auth/v1/email/update/${which}`,
          { updateId, otp },
          accessToken,
        )
      const primary = codeOf(await nextMail(mail.webUrl, 'mover@example.com', seen))
      // Out of order, or with another change's id: refused.
      expect((await step('secondary', primary)).status).toBe(404)
      expect(
        (
          await callJson(
            service.app,
            'POST',
            '/auth/v1/email/update/primary',
            { updateId: 'someoneelses', otp: primary },
            accessToken,
          )
        ).status,
      ).toBe(404)
      expect((await step('primary', primary)).body).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
      const secondary = codeOf(await nextMail(mail.webUrl, 'moved@example.com', seen))
      expect(
        (await step('secondary', secondary === '000000' ? '111111' : '000000')).body,
      ).toMatchObject({ code: 'INVALID_OTP' })
      expect((await step('secondary', secondary)).body).toEqual({ email: 'moved@example.com' })
      expect(
        (await callJson(service.app, 'GET', '/auth/v1/me', undefined, accessToken)).body,
      ).toEqual({
        user: { email: 'moved@example.com', address: null, authProvider: 'email', userName: null },
      })
    })
  })
})
