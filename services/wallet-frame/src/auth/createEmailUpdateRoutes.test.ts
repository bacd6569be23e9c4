import { createManualClock } from '@portico/test/services/createManualClock'
import { codeOf, nextMail } from '@portico/wallet-frame-dev'
import { describe, expect, it } from 'vitest'
import { callJson } from '../testing/createTestService'
import { setUpTestService } from '../testing/setUpTestService'
import { signIn } from '../testing/signIn'
import { testDialects } from '../testing/testDialects'

const seen = new Set<string>()
const secret = 'e'.repeat(43)

describe.each(await testDialects())('on %s', (dialect) => {
  const running = setUpTestService({ dialect, clock: createManualClock() })

  describe('email update', () => {
    it('refuses invalid, unchanged and taken addresses', async () => {
      const { accessToken } = await signIn(running, 'owner@example.com', secret, seen)
      await signIn(running, 'taken@example.com', secret, seen)
      const update = (email: unknown) =>
        callJson(running.service.app, 'POST', '/auth/v1/email/update', { email }, accessToken)
      expect((await update('not-an-email')).status).toBe(400)
      expect((await update('Owner@Example.com')).body).toMatchObject({
        message: 'This is already your email',
      })
      expect((await update('taken@example.com')).body).toEqual({
        code: 'EMAIL_TAKEN',
        message: 'This email is already in use',
      })
      expect(
        (
          await callJson(running.service.app, 'POST', '/auth/v1/email/update', {
            email: 'x@example.com',
          })
        ).status,
      ).toBe(401)
    })

    it('goes primary then secondary, each code from its own mailbox, and saves the new email', async () => {
      const { accessToken } = await signIn(running, 'mover@example.com', secret, seen)
      const start = await callJson(
        running.service.app,
        'POST',
        '/auth/v1/email/update',
        { email: 'moved@example.com' },
        accessToken,
      )
      const updateId = start.body.updateId
      const step = (which: string, otp: string) =>
        callJson(
          running.service.app,
          'POST',
          `/auth/v1/email/update/${which}`,
          { updateId, otp },
          accessToken,
        )
      const primary = codeOf(await nextMail(running.mail.webUrl, 'mover@example.com', seen))
      // Out of order, or with another change's id: refused.
      expect((await step('secondary', primary)).status).toBe(404)
      expect(
        (
          await callJson(
            running.service.app,
            'POST',
            '/auth/v1/email/update/primary',
            { updateId: 'someoneelses', otp: primary },
            accessToken,
          )
        ).status,
      ).toBe(404)
      expect((await step('primary', primary)).body).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
      const secondary = codeOf(await nextMail(running.mail.webUrl, 'moved@example.com', seen))
      expect(
        (await step('secondary', secondary === '000000' ? '111111' : '000000')).body,
      ).toMatchObject({ code: 'INVALID_OTP' })
      expect((await step('secondary', secondary)).body).toEqual({ email: 'moved@example.com' })
      expect(
        (await callJson(running.service.app, 'GET', '/auth/v1/me', undefined, accessToken)).body,
      ).toEqual({
        user: { email: 'moved@example.com', address: null, authProvider: 'email', userName: null },
      })
    })
  })
})
