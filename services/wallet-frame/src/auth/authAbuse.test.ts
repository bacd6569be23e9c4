import { createManualClock } from '@portico/test/services/createManualClock'
import { codeOf, nextMail } from '@portico/wallet-frame-dev'
import { describe, expect, it } from 'vitest'
import { callJson } from '../testing/createTestService'
import { fixedOrigins } from '../testing/fixedOrigins'
import { frameRequestHeaders } from '../testing/frameRequestHeaders'
import { setUpTestService } from '../testing/setUpTestService'
import { signIn } from '../testing/signIn'
import { testDialects } from '../testing/testDialects'

const clock = createManualClock(Date.UTC(2026, 10, 24, 11, 40))
const seen = new Set<string>()
const MAX_ATTEMPTS = 5

describe.each(await testDialects())('on %s', (dialect) => {
  const running = setUpTestService({
    dialect,
    clock,
    origins: fixedOrigins({ demo: ['https://shop.example'] }),
    config: {
      otp: { maxAttempts: MAX_ATTEMPTS },
      // Wide enough that the code's own rule is what stops the guesses below.
      rateLimits: {
        verifyPerIp: { capacity: 100, refillPerSecond: 1 },
        verifyPerEmail: { capacity: 100, refillPerSecond: 1 },
        rpcPerUser: { capacity: 3, refillPerSecond: 0.001 },
      },
      // Nothing listens there: allowed calls fail upstream (503), never by the limit.
      chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:9' }],
    },
  })

  describe('refresh tokens', () => {
    it('a made-up token carrying a known session id is refused without signing the owner out', async () => {
      const owner = await signIn(running, 'refresh@example.com', 'a'.repeat(43), seen)
      const sessionId = owner.refreshToken.split('.')[0]
      const forged = await callJson(running.service.app, 'POST', '/auth/v1/refresh', {
        refreshToken: `${sessionId}.${'x'.repeat(46)}`,
      })
      expect(forged.status).toBe(401)
      expect(
        (await callJson(running.service.app, 'GET', '/auth/v1/me', undefined, owner.accessToken))
          .status,
      ).toBe(200)
      const refreshed = await callJson(running.service.app, 'POST', '/auth/v1/refresh', {
        refreshToken: owner.refreshToken,
      })
      expect(refreshed.status).toBe(200)
      // A real token used twice still ends the session.
      const replay = await callJson(running.service.app, 'POST', '/auth/v1/refresh', {
        refreshToken: owner.refreshToken,
      })
      expect(replay.body).toMatchObject({ code: 'SESSION_EXPIRED' })
      const after = await callJson(running.service.app, 'POST', '/auth/v1/refresh', {
        refreshToken: String(refreshed.body.refreshToken),
      })
      expect(after.status).toBe(401)
    })
  })

  describe('codes', () => {
    it('counts parallel wrong guesses atomically: at most maxAttempts, then the right code is refused too', async () => {
      const email = 'guess@example.com'
      const deviceSecret = 'g'.repeat(43)
      const start = await callJson(running.service.app, 'POST', '/auth/v1/login', {
        email,
        deviceSecret,
      })
      const code = codeOf(await nextMail(running.mail.webUrl, email, seen))
      const wrong = code === '000000' ? '111111' : '000000'
      const verify = (otp: string) =>
        callJson(running.service.app, 'POST', '/auth/v1/login/verify', {
          loginId: start.body.loginId,
          otp,
          deviceSecret,
        })
      const answers = await Promise.all(Array.from({ length: 20 }, () => verify(wrong)))
      expect(answers.every((a) => a.status === 400)).toBe(true)
      const row = await running.service.db
        .selectFrom('otps')
        .select('attempts')
        .where('subject', '=', String(start.body.loginId))
        .executeTakeFirstOrThrow()
      expect(row.attempts).toBeLessThanOrEqual(MAX_ATTEMPTS)
      expect((await verify(code)).body).toMatchObject({ code: 'OTP_EXHAUSTED' })
    })
  })

  describe('login answers', () => {
    // An account that holds a key (its address set), signed in once on `deviceSecret`: another
    // device of it is approved from the mailbox.
    const keyHolder = async (email: string, deviceSecret: string) => {
      await signIn(running, email, deviceSecret, seen)
      await running.service.db
        .updateTable('users')
        .set({ address: '0xabc' })
        .where('email', '=', email)
        .execute()
    }

    it('have the same status and shape for an unknown address and a known one', async () => {
      await signIn(running, 'known@example.com', 'k'.repeat(43), seen)
      clock.advance(31_000)
      const known = await callJson(running.service.app, 'POST', '/auth/v1/login', {
        email: 'known@example.com',
        deviceSecret: 'n'.repeat(43),
      })
      const unknown = await callJson(running.service.app, 'POST', '/auth/v1/login', {
        email: 'nobody@example.com',
        deviceSecret: 'n'.repeat(43),
      })
      expect(known.status).toBe(unknown.status)
      expect(Object.keys(known.body).sort()).toEqual(Object.keys(unknown.body).sort())
      expect(known.body.action).toBe(unknown.body.action)
      expect(String(known.body.loginId)).toMatch(/^[A-Za-z0-9_-]{22}$/)
      expect(String(unknown.body.loginId)).toMatch(/^[A-Za-z0-9_-]{22}$/)
    })

    it('the approval mail of a new device names the site, the device in words and the time', async () => {
      const email = 'keyholder@example.com'
      await keyHolder(email, 'o'.repeat(43))
      clock.advance(31_000)
      const response = await running.service.app.request('/auth/v1/login', {
        method: 'POST',
        headers: {
          ...frameRequestHeaders('POST'),
          'content-type': 'application/json',
          'user-agent':
            'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
        },
        body: JSON.stringify({
          email,
          deviceSecret: 'p'.repeat(43),
          site: { name: 'Demo\nShop', origin: 'https://shop.example', projectId: 'demo' },
        }),
      })
      expect(response.status).toBe(200)
      const approval = await nextMail(running.mail.webUrl, email, seen)
      expect(approval.subject).toBe('Approve a new device for your Portico wallet')
      expect(approval.text).toContain(
        `from a new device: Firefox on Windows, on Demo Shop (https://shop.example), at ${new Date(clock.now()).toUTCString()}.`,
      )
    })

    it('never names a site the project does not let embed its frame, whatever the caller sends', async () => {
      const email = 'named@example.com'
      await keyHolder(email, 'q'.repeat(43))
      const claims = [
        // Another origin under an allowed project, an unknown project, and no project at all.
        { name: 'Your Bank', origin: 'https://bank-login.example', projectId: 'demo' },
        { name: 'Your Bank', origin: 'https://shop.example', projectId: 'nobody' },
        { name: 'Your Bank', origin: 'https://bank-login.example' },
      ]
      for (const site of claims) {
        clock.advance(31_000)
        const response = await callJson(running.service.app, 'POST', '/auth/v1/login', {
          email,
          deviceSecret: 'w'.repeat(43),
          site,
        })
        expect(response.status).toBe(200)
        const approval = await nextMail(running.mail.webUrl, email, seen)
        expect(approval.text, JSON.stringify(site)).toContain(
          'on a site using your Portico wallet,',
        )
        expect(approval.text).not.toContain('Your Bank')
        expect(approval.text).not.toContain('bank-login.example')
      }
      // An email change's code mail likewise.
      clock.advance(31_000)
      const { accessToken } = await signIn(running, email, 'q'.repeat(43), seen)
      await callJson(
        running.service.app,
        'POST',
        '/auth/v1/email/update',
        { email: 'named2@example.com', site: claims[0] },
        accessToken,
      )
      const code = await nextMail(running.mail.webUrl, email, seen)
      expect(code.text).toContain('on a site using your Portico wallet:')
      expect(code.text).not.toContain('Your Bank')
    })
  })

  describe('the RPC proxy', () => {
    it('limits each signed-in user on its own (rateLimits.rpcPerUser)', async () => {
      const one = await signIn(running, 'rpc-one@example.com', 'r'.repeat(43), seen)
      const two = await signIn(running, 'rpc-two@example.com', 's'.repeat(43), seen)
      const call = (token: string) =>
        callJson(
          running.service.app,
          'POST',
          '/rpc/v1?chainId=31337',
          { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' },
          token,
        )
      const statuses = []
      for (let i = 0; i < 4; i++) statuses.push((await call(one.accessToken)).status)
      expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true)
      expect(statuses[3]).toBe(429)
      expect((await call(two.accessToken)).status).not.toBe(429)
      // Methods off the list are still refused for everyone.
      const refused = await callJson(
        running.service.app,
        'POST',
        '/rpc/v1?chainId=31337',
        { jsonrpc: '2.0', id: 1, method: 'eth_sign' },
        two.accessToken,
      )
      expect(refused.body).toMatchObject({ code: 'RPC_NOT_ALLOWED' })
    })
  })
})
