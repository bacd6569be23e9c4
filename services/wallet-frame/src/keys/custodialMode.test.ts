import { codeOf, nextMail } from '@portico/wallet-frame-dev'
import { describe, expect, it } from 'vitest'
import { accessTokenOf } from '../testing/accessTokenOf'
import { createNodeFrame } from '../testing/createNodeFrame'
import { callJson } from '../testing/createTestService'
import { keysRebuiltFromBackup } from '../testing/keysRebuiltFromBackup'
import { recoveryStatusOf } from '../testing/recoveryStatusOf'
import { setUpTestService } from '../testing/setUpTestService'

const seen = new Set<string>()
const email = 'custodial@example.com'

const running = setUpTestService({
  clock: { now: () => Date.now() },
  config: {
    custody: 'custodial',
    chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:9' }],
  },
})

describe('operator custody (custody: operator, or its former name custodial)', () => {
  it('tells the visitor before the key is made, then keeps recovery with the KMS and offers no protection', async () => {
    expect(running.service.config.custody).toBe('operator')
    // The frame as in the browser: no prompt of its own, so the login asks the page for the form.
    const frame = createNodeFrame(running.service, undefined, { prompt: null })
    await frame.request('CONNECT_EMAIL', { email })
    await expect(
      frame.request('CONNECT_OTP', {
        otp: codeOf(await nextMail(running.mail.webUrl, email, seen)),
      }),
    ).rejects.toMatchObject({ code: 'RECOVERY_SETUP_REQUIRED' })
    expect(await running.service.db.selectFrom('users').select('address').execute()).toEqual([
      { address: null },
    ])
    const user = (await frame.request('UNLOCK_KEY')) as Record<string, unknown>
    expect(frame.formAsks).toEqual([{ mode: 'create', problem: undefined, custody: 'operator' }])
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(user).not.toHaveProperty('recoveryProtected')
    expect(await frame.request('GET_USER', {})).toEqual(user)
    frame.typePasswords('a long recovery password')
    await expect(frame.request('PROTECT_RECOVERY')).rejects.toThrow(/custodial/)
    const token = accessTokenOf(frame)
    const status = await recoveryStatusOf(running.service, frame)
    expect(status.body).toMatchObject({ protected: false, custody: 'operator' })
    const options = await callJson(
      running.service.app,
      'POST',
      '/keys/v1/recovery/passkey/options',
      {},
      token,
    )
    expect(options.status).toBe(409)
    // As the notice said: the data folder with its KMS key rebuilds the key.
    expect(await keysRebuiltFromBackup(running.service.dataDir)).toContain(user.address)
  })
})
