import { createShiftedClock } from '@portico/test/services/createShiftedClock'
import { describe, expect, it } from 'vitest'
import { keySetupMessage } from '../shared/keySetupMessage'
import { accessTokenOf } from '../testing/accessTokenOf'
import { callAsFrame } from '../testing/callAsFrame'
import { createNodeFrame } from '../testing/createNodeFrame'
import { callJson } from '../testing/createTestService'
import { frameRequestHeaders } from '../testing/frameRequestHeaders'
import { keysRebuiltFromBackup } from '../testing/keysRebuiltFromBackup'
import { logInByMail } from '../testing/logInByMail'
import { recoveryStatusOf } from '../testing/recoveryStatusOf'
import { setUpTestService } from '../testing/setUpTestService'
import { signsMessage } from '../testing/signsMessage'
import { testDialects } from '../testing/testDialects'
import { RECOVERY_MAX_ATTEMPTS } from './checkRecoveryPassword'

const seen = new Set<string>()
const email = 'custody@example.com'
const password = 'violet staple battery'
// Real time, moved forward past the 30 s mail cooldown before each new device's login.
const clock = createShiftedClock()

describe.each(await testDialects())('on %s', (dialect) => {
  const running = setUpTestService({
    dialect,
    clock,
    // personal_sign never reaches the chain: no node behind this URL.
    config: {
      deviceWaitMs: 500,
      chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:9' }],
    },
  })

  type Frame = ReturnType<typeof createNodeFrame>

  // Past the 30 s mail cooldown of the last login, then the login by mail.
  const logIn = (frame: Frame) => {
    clock.advance(31_000)
    return logInByMail(frame, { service: running.service, mail: running.mail, email, seen })
  }

  const signs = signsMessage

  // On PostgreSQL the rows come from the database (as its dump would hold them), the files from
  // the data folder.
  const rebuiltFromBackup = () =>
    keysRebuiltFromBackup(
      running.service.dataDir,
      running.service.dialect === 'postgres' ? running.service.db : undefined,
    )

  describe('recovery protected by the visitor', () => {
    let first: Frame
    let address: string

    it('a new account has no key until it is protected, and the service says how it can be', async () => {
      first = createNodeFrame(running.service)
      await expect(logIn(first)).rejects.toMatchObject({ code: 'RECOVERY_SETUP_REQUIRED' })
      const status = await recoveryStatusOf(running.service, first)
      // The test service is served on 127.0.0.1: WebAuthn takes domain names only.
      expect(status.body).toEqual({
        protected: false,
        password: null,
        passkey: false,
        passkeysAvailable: false,
        custody: 'self',
      })
      const options = await callAsFrame(
        running.service,
        first,
        'POST',
        '/keys/v1/recovery/passkey/options',
        {},
      )
      expect(options.status).toBe(400)
      expect(options.body.message).toBe('Passkeys need the wallet to be served on a domain name')
    })

    it('asks again for a password that is too short, and stops on Cancel, with still no key', async () => {
      first.typePasswords('short')
      await expect(first.request('PROTECT_RECOVERY')).rejects.toThrow('User rejected the request.')
      expect(first.formAsks).toEqual([
        { mode: 'create', problem: undefined },
        { mode: 'create', problem: 'The recovery password must be at least 10 characters long' },
      ])
      const rows = await running.service.db.selectFrom('devices').selectAll().execute()
      expect(rows.every((row) => row.auth_share === null && row.recovery_share === null)).toBe(true)
    })

    it('after protection nothing in a copy of the data folder rebuilds the key', async () => {
      first.typePasswords(password)
      expect(await first.request('PROTECT_RECOVERY')).toEqual({ protected: true })
      const user = (await first.request('GET_USER', {})) as { address: string }
      expect(user).toMatchObject({ recoveryProtected: true })
      address = user.address
      expect(await signs(first, address)).toBe(true)
      const rows = await running.service.db.selectFrom('devices').selectAll().execute()
      expect(
        rows.every((row) => row.recovery_share === null || row.recovery_sealed_by === 'visitor'),
      ).toBe(true)
      expect(await rebuiltFromBackup()).not.toContain(address)
      const status = await recoveryStatusOf(running.service, first)
      expect(status.body).toMatchObject({
        protected: true,
        password: { params: { N: 2 ** 17, r: 8, p: 1 } },
      })
      // Protecting twice is refused: changing the password is its own step.
      await expect(first.request('PROTECT_RECOVERY')).rejects.toThrow(
        /already has a recovery password/,
      )
      await expect(first.keys.protectWithPassword(address, password)).rejects.toThrow(
        /already has a recovery password/,
      )
    })

    it('a phished code gives a new device a session but no key', async () => {
      const phished = createNodeFrame(running.service)
      await expect(logIn(phished)).rejects.toThrow(/protected by a recovery password/)
      await expect(phished.request('GET_USER', {})).rejects.toThrow(
        /protected by a recovery password/,
      )
      const token = accessTokenOf(phished)
      // The service hands out nothing without the password's verifier…
      const bare = await callJson(running.service.app, 'POST', '/keys/v1/recover', {}, token)
      expect(bare.status).toBe(403)
      expect(JSON.stringify(bare.body)).not.toMatch(/rk1\./)
      // …and stops guesses, even sent all at once, after five.
      const guesses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          callJson(
            running.service.app,
            'POST',
            '/keys/v1/recover',
            { password: { verifier: i.toString(16).padStart(64, '0') } },
            token,
          ),
        ),
      )
      expect(guesses.filter((g) => g.status === 403)).toHaveLength(RECOVERY_MAX_ATTEMPTS)
      expect(guesses.filter((g) => g.status === 429)).toHaveLength(20 - RECOVERY_MAX_ATTEMPTS)
      const locked = await running.service.app.request('/keys/v1/recover', {
        method: 'POST',
        headers: {
          ...frameRequestHeaders('POST'),
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ password: { verifier: '00'.repeat(32) } }),
      })
      expect(locked.status).toBe(429)
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
      // Even a device that has the password waits out the lock.
      clock.advance(16 * 60_000)
    })

    it('a new device with the password recovers the same address and seals its own share for the visitor', async () => {
      const device = createNodeFrame(running.service)
      await expect(logIn(device)).rejects.toThrow(/protected by a recovery password/)
      device.typePasswords('wrong password here', password)
      const user = (await device.request('UNLOCK_KEY')) as { address: string }
      expect(user).toMatchObject({ address, recoveryProtected: true })
      expect(device.formAsks).toEqual([
        { mode: 'unlock', problem: undefined },
        { mode: 'unlock', problem: 'Wrong recovery password' },
      ])
      expect(await signs(device, address)).toBe(true)
      expect(await signs(first, address)).toBe(true)
      expect(await rebuiltFromBackup()).not.toContain(address)
    })

    it('refuses a KMS-sealed share for a protected account, even from a frame that holds the key', async () => {
      const device = createNodeFrame(running.service)
      await expect(logIn(device)).rejects.toThrow(/protected by a recovery password/)
      const sessionId = device.frameStorage.session()?.refreshToken.split('.')[0] ?? ''
      const signature = await first.keys.withAccount(address, (account) =>
        account.signMessage({ message: keySetupMessage(sessionId) }),
      )
      const answer = await callJson(
        running.service.app,
        'POST',
        '/keys/v1/setup',
        {
          address,
          authShare: `0x${'11'.repeat(33)}`,
          recoveryShare: `0x${'22'.repeat(33)}`,
          signature,
        },
        accessTokenOf(device),
      )
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe('This wallet keeps its recovery share sealed by its owner')
    })
  })
})
