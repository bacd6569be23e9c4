import { createManualClock } from '@portico/test/services/createManualClock'
import { describe, expect, it } from 'vitest'
import { callJson } from '../testing/createTestService'
import { setUpTestService } from '../testing/setUpTestService'
import { signIn } from '../testing/signIn'
import { testDialects } from '../testing/testDialects'

const clock = createManualClock()
const seen = new Set<string>()
let n = 0

describe.each(await testDialects())('on %s', (dialect) => {
  const running = setUpTestService({ dialect, clock })
  const freshUser = () => signIn(running, `session${n++}@example.com`, 's'.repeat(43), seen)

  describe('sessions', () => {
    it('rotates the refresh token and revokes the session when an old one comes back', async () => {
      const first = await freshUser()
      const refreshed = await callJson(running.service.app, 'POST', '/auth/v1/refresh', {
        refreshToken: first.refreshToken,
      })
      expect(refreshed.status).toBe(200)
      expect(refreshed.body.refreshToken).not.toBe(first.refreshToken)
      const replay = await callJson(running.service.app, 'POST', '/auth/v1/refresh', {
        refreshToken: first.refreshToken,
      })
      expect(replay).toMatchObject({ status: 401, body: { code: 'SESSION_EXPIRED' } })
      // Both copies are dead now: the thief's and the owner's.
      const owner = await callJson(running.service.app, 'POST', '/auth/v1/refresh', {
        refreshToken: refreshed.body.refreshToken,
      })
      expect(owner.status).toBe(401)
      const me = await callJson(
        running.service.app,
        'GET',
        '/auth/v1/me',
        undefined,
        String(refreshed.body.accessToken),
      )
      expect(me.status).toBe(401)
    })

    it('ends access tokens after 15 minutes; the refresh token gets a new one', async () => {
      const { accessToken, refreshToken } = await freshUser()
      clock.advance(15 * 60_000 + 6_000)
      expect(
        await callJson(running.service.app, 'GET', '/auth/v1/me', undefined, accessToken),
      ).toMatchObject({
        status: 401,
        body: { code: 'SESSION_EXPIRED' },
      })
      const next = await callJson(running.service.app, 'POST', '/auth/v1/refresh', { refreshToken })
      expect(
        (
          await callJson(
            running.service.app,
            'GET',
            '/auth/v1/me',
            undefined,
            String(next.body.accessToken),
          )
        ).status,
      ).toBe(200)
    })

    it("answers the spec's sentence for a token from this clock's future", async () => {
      const { accessToken } = await freshUser()
      clock.advance(-60_000)
      const me = await callJson(running.service.app, 'GET', '/auth/v1/me', undefined, accessToken)
      expect(me).toEqual({
        status: 401,
        body: {
          code: 'JWT_NOT_YET_VALID',
          message: 'JWT validation error: JWT Token is not yet valid',
        },
      })
      clock.advance(60_000)
      expect(
        (await callJson(running.service.app, 'GET', '/auth/v1/me', undefined, accessToken)).status,
      ).toBe(200)
    })

    it('refuses forged, malformed and signed-out tokens', async () => {
      const { accessToken } = await freshUser()
      const [header, payload] = accessToken.split('.')
      for (const token of [`${header}.${payload}.AAAA`, 'nope', `${accessToken}x`]) {
        expect(
          (await callJson(running.service.app, 'GET', '/auth/v1/me', undefined, token)).status,
        ).toBe(401)
      }
      expect(
        (await callJson(running.service.app, 'POST', '/auth/v1/signout', undefined, accessToken))
          .status,
      ).toBe(200)
      expect(
        (await callJson(running.service.app, 'GET', '/auth/v1/me', undefined, accessToken)).status,
      ).toBe(401)
    })
  })
})
