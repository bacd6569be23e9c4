import { codeOf, type MailCatcher, nextMail } from '@portico/wallet-frame-dev'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createNodeFrame } from '../testing/createNodeFrame'
import {
  callJson,
  createTestService,
  startTestMailCatcher,
  type TestService,
} from '../testing/createTestService'
import { keysRebuiltFromBackup } from '../testing/keysRebuiltFromBackup'

let mail: MailCatcher
let service: TestService
const seen = new Set<string>()
const email = 'custodial@example.com'

beforeAll(async () => {
  mail = await startTestMailCatcher()
  service = await createTestService({
    mail,
    clock: { now: () => Date.now() },
    config: {
      custody: 'custodial',
      chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:9' }],
    },
  })
})
afterAll(async () => {
  await service?.close()
  await mail?.stop()
})

describe('a custodial service (custody: custodial)', () => {
  it('offers no protection: the page is told nothing to offer and the routes refuse', async () => {
    const frame = createNodeFrame(service)
    await frame.request('CONNECT_EMAIL', { email })
    await frame.request('CONNECT_OTP', { otp: codeOf(await nextMail(mail.webUrl, email, seen)) })
    const user = (await frame.request('GET_USER', {})) as Record<string, unknown>
    expect(user).not.toHaveProperty('recoveryProtected')
    frame.typePasswords('a long recovery password')
    await expect(frame.request('PROTECT_RECOVERY')).rejects.toThrow(/custodial/)
    const token = frame.frameStorage.session()?.accessToken ?? ''
    const status = await callJson(service.app, 'GET', '/keys/v1/recovery', undefined, token)
    expect(status.body).toMatchObject({ protected: false, custody: 'custodial' })
    const options = await callJson(
      service.app,
      'POST',
      '/keys/v1/recovery/passkey/options',
      {},
      token,
    )
    expect(options.status).toBe(409)
    // Custodial, as it says: the data folder with its KMS key rebuilds the key.
    expect(await keysRebuiltFromBackup(service.dataDir)).toContain(user.address)
  })
})
