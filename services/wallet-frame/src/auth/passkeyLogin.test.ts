import type { MailCatcher } from '@portico/wallet-frame-dev'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  callJson,
  createTestService,
  startTestMailCatcher,
  type TestService,
} from '../testing/createTestService'
import { frameRequestHeaders } from '../testing/frameRequestHeaders'
import { testDialects } from '../testing/testDialects'

let mail: MailCatcher
let onIp: TestService
let onDomain: TestService
const deviceSecret = 'd'.repeat(43)
const DOMAIN_URL = 'http://localhost:8789'

describe.each(await testDialects())('on %s', (dialect) => {
  beforeAll(async () => {
    mail = await startTestMailCatcher()
    const clock = { now: () => Date.now() }
    onIp = await createTestService({ dialect, mail, clock })
    onDomain = await createTestService({
      dialect,
      mail,
      clock,
      config: {
        publicUrl: DOMAIN_URL,
        rateLimits: { passkeyPerIp: { capacity: 5, refillPerSecond: 0.001 } },
      },
    })
  })
  afterAll(async () => {
    await Promise.all([onIp?.close(), onDomain?.close()])
    await mail?.stop()
  })

  const post = (service: TestService, path: string, body: unknown) =>
    service.app.request(path, {
      method: 'POST',
      headers: { ...frameRequestHeaders('POST', DOMAIN_URL), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  const fakeAssertion = {
    id: 'bm90LWEtY3JlZGVudGlhbA',
    rawId: 'bm90LWEtY3JlZGVudGlhbA',
    type: 'public-key',
    response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
    clientExtensionResults: {},
  }

  describe('passkey sign-in over HTTP', () => {
    it('is not offered on an IP address (WebAuthn takes domain names)', async () => {
      const answer = await callJson(onIp.app, 'POST', '/auth/v1/passkey/options', { deviceSecret })
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe('Passkeys need the wallet to be served on a domain name')
    })

    it('refuses a credential it never registered, uses a challenge once, and limits each client', async () => {
      const options = await post(onDomain, '/auth/v1/passkey/options', { deviceSecret })
      expect(options.status).toBe(200)
      const { loginId, options: webauthn } = (await options.json()) as {
        loginId: string
        options: { rpId: string; userVerification: string; allowCredentials?: unknown[] }
      }
      expect(webauthn).toMatchObject({ rpId: 'localhost', userVerification: 'required' })
      const first = await post(onDomain, '/auth/v1/passkey/verify', {
        loginId,
        deviceSecret,
        response: fakeAssertion,
      })
      expect(first.status).toBe(403)
      expect(((await first.json()) as { message: string }).message).toBe(
        'This passkey does not open this wallet',
      )
      const again = await post(onDomain, '/auth/v1/passkey/verify', {
        loginId,
        deviceSecret,
        response: fakeAssertion,
      })
      expect(again.status).toBe(400)
      // Another device cannot answer this device's challenge.
      const next = (await (
        await post(onDomain, '/auth/v1/passkey/options', { deviceSecret })
      ).json()) as {
        loginId: string
      }
      const stolen = await post(onDomain, '/auth/v1/passkey/verify', {
        loginId: next.loginId,
        deviceSecret: 'e'.repeat(43),
        response: fakeAssertion,
      })
      expect(stolen.status).toBe(400)
      const limited = await post(onDomain, '/auth/v1/passkey/options', { deviceSecret })
      expect(limited.status).toBe(429)
    })
  })
})
