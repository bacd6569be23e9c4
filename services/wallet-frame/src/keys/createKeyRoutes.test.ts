import { createManualClock } from '@portico/test/services/createManualClock'
import { describe, expect, it } from 'vitest'
import { callJson } from '../testing/createTestService'
import { custodialSetupBody } from '../testing/custodialSetupBody'
import { setUpTestService } from '../testing/setUpTestService'
import { signIn } from '../testing/signIn'
import { testDialects } from '../testing/testDialects'

const seen = new Set<string>()

describe.each(await testDialects())('on %s', (dialect) => {
  // The shares routes as operator custody uses them: a recovery share for the KMS to seal.
  const running = setUpTestService({
    dialect,
    clock: createManualClock(),
    config: { custody: 'operator' },
  })

  const newKey = custodialSetupBody

  describe('key share routes', () => {
    it('store a split only with a signature of its key, once, and release the auth share to its device', async () => {
      const session = await signIn(running, 'keys@example.com', 'k'.repeat(43), seen)
      const { body, account } = await newKey(session.refreshToken)
      const other = await newKey('another-session.x')
      expect(
        (
          await callJson(
            running.service.app,
            'POST',
            '/keys/v1/setup',
            { ...body, signature: other.body.signature },
            session.accessToken,
          )
        ).status,
      ).toBe(400)
      expect(
        (await callJson(running.service.app, 'POST', '/keys/v1/setup', body, session.accessToken))
          .status,
      ).toBe(200)
      expect(
        (await callJson(running.service.app, 'POST', '/keys/v1/setup', body, session.accessToken))
          .status,
      ).toBe(409)
      const share = await callJson(
        running.service.app,
        'GET',
        '/keys/v1/auth-share',
        undefined,
        session.accessToken,
      )
      expect(share.body).toEqual({ address: account.address, authShare: body.authShare.slice(2) })
      // A device that holds a key does not get the recovery share.
      expect(
        (
          await callJson(
            running.service.app,
            'POST',
            '/keys/v1/recover',
            undefined,
            session.accessToken,
          )
        ).status,
      ).toBe(409)
      expect((await callJson(running.service.app, 'GET', '/keys/v1/auth-share')).status).toBe(401)
    })

    it('refuse malformed shares and addresses', async () => {
      const session = await signIn(running, 'keys2@example.com', 'k'.repeat(43), seen)
      const { body } = await newKey(session.refreshToken)
      for (const bad of [
        { ...body, authShare: 'zz' },
        { ...body, recoveryShare: 'ab'.repeat(300) },
        { ...body, address: '0x123' },
        { ...body, signature: '0x00' },
      ]) {
        expect(
          (await callJson(running.service.app, 'POST', '/keys/v1/setup', bad, session.accessToken))
            .status,
        ).toBe(400)
      }
    })
  })
})
