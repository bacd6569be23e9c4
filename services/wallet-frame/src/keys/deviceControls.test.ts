import { createShiftedClock } from '@portico/test/services/createShiftedClock'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { accessTokenOf } from '../testing/accessTokenOf'
import { createNodeFrame } from '../testing/createNodeFrame'
import { callJson } from '../testing/createTestService'
import { logInByMail } from '../testing/logInByMail'
import { setUpTestService } from '../testing/setUpTestService'
import { signsMessage } from '../testing/signsMessage'
import { testDialects } from '../testing/testDialects'

const seen = new Set<string>()
const email = 'devices@example.com'
const clock = createShiftedClock()

describe.each(await testDialects())('on %s', (dialect) => {
  const running = setUpTestService({
    dialect,
    clock,
    config: {
      // Not a custody test: the operator keeps recovery and the visitor accepts its notice.
      custody: 'operator',
      deviceWaitMs: 500,
      chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:9' }],
    },
  })

  type Frame = ReturnType<typeof createNodeFrame>

  async function logIn(frame: Frame): Promise<string> {
    clock.advance(31_000)
    await logInByMail(frame, { service: running.service, mail: running.mail, email, seen })
    return ((await frame.request('GET_USER', {})) as { address: string }).address
  }

  const signs = signsMessage

  describe('device controls: export, remove this device, sign out everywhere', () => {
    let first: Frame
    let second: Frame
    let address: string

    it('shows the key in the frame only after a recent login, and tells the page only that it was shown', async () => {
      first = createNodeFrame(running.service)
      second = createNodeFrame(running.service)
      address = await logIn(first)
      expect(await first.request('EXPORT_KEY')).toEqual({ exported: true })
      expect(first.exported).toHaveLength(1)
      expect(privateKeyToAccount(first.exported[0] as Hex).address).toBe(address)
      // A browser left signed in: five minutes after the login, no export without a new login.
      clock.advance(6 * 60_000)
      await expect(first.request('EXPORT_KEY')).rejects.toThrow(
        'For your safety, sign in again to export your key',
      )
      expect(first.exported).toHaveLength(1)
    })

    it('refuses to remove the only device the wallet can be recovered from', async () => {
      await expect(first.request('REMOVE_DEVICE')).rejects.toThrow(
        /only device your wallet can be recovered from/,
      )
      expect(await signs(first, address)).toBe(true)
    })

    it('removes a device once another holds the wallet: its share and sessions go', async () => {
      expect(await logIn(second)).toBe(address)
      expect(await first.request('REMOVE_DEVICE')).toBeUndefined()
      expect(first.frameStorage.deviceShare(address)).toBeUndefined()
      expect(first.frameStorage.session()).toBeUndefined()
      const rows = await running.service.db.selectFrom('devices').selectAll().execute()
      expect(rows).toHaveLength(1)
      expect(await signs(second, address)).toBe(true)
      // The removed browser is a new device again: the mailbox must approve it.
      expect(await logIn(first)).toBe(address)
    })

    it('signs out every session of the account', async () => {
      const before = accessTokenOf(first)
      expect(
        (await callJson(running.service.app, 'GET', '/auth/v1/me', undefined, before)).status,
      ).toBe(200)
      expect(await second.request('SIGN_OUT_EVERYWHERE')).toBeUndefined()
      expect(second.frameStorage.session()).toBeUndefined()
      expect(
        (await callJson(running.service.app, 'GET', '/auth/v1/me', undefined, before)).status,
      ).toBe(401)
      await expect(first.request('GET_USER', {})).rejects.toThrow()
    })
  })
})
