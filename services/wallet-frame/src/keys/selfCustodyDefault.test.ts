import { createShiftedClock } from '@portico/test/services/createShiftedClock'
import { describe, expect, it } from 'vitest'
import { callAsFrame } from '../testing/callAsFrame'
import { createNodeFrame } from '../testing/createNodeFrame'
import { custodialSetupBody } from '../testing/custodialSetupBody'
import { keysRebuiltFromBackup } from '../testing/keysRebuiltFromBackup'
import { logInByMail } from '../testing/logInByMail'
import { readUser } from '../testing/readUser'
import { recoveryStatusOf } from '../testing/recoveryStatusOf'
import { setUpTestService } from '../testing/setUpTestService'
import { signsMessage } from '../testing/signsMessage'

const seen = new Set<string>()
const password = 'violet staple battery'
// Real time, moved forward past the 30 s mail cooldown before each login.
const clock = createShiftedClock()

// The service as an operator starts it without saying `custody`: self custody is the default.
describe('self custody is the default', () => {
  const running = setUpTestService({
    dialect: 'sqlite',
    clock,
    // personal_sign never reaches the chain: no node behind this URL.
    config: {
      deviceWaitMs: 500,
      chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:9' }],
    },
  })
  type Frame = ReturnType<typeof createNodeFrame>
  const logIn = (frame: Frame, email: string) => {
    clock.advance(31_000)
    return logInByMail(frame, { service: running.service, mail: running.mail, email, seen })
  }
  const addressOf = async (email: string) =>
    (await readUser(running.service.db, { email }))?.address

  const email = 'first@example.com'
  let first: Frame
  let address: string

  it('a first login keeps its session but makes no key: RECOVERY_SETUP_REQUIRED', async () => {
    first = createNodeFrame(running.service)
    await expect(logIn(first, email)).rejects.toMatchObject({
      code: 'RECOVERY_SETUP_REQUIRED',
      message: 'Protect your wallet to finish setting it up',
    })
    expect(first.frameStorage.session()?.accessToken).toBeTruthy()
    await expect(first.request('GET_USER', {})).rejects.toMatchObject({
      code: 'RECOVERY_SETUP_REQUIRED',
    })
    expect(await addressOf(email)).toBeNull()
    expect(await running.service.db.selectFrom('devices').select('auth_share').execute()).toEqual([
      { auth_share: null },
    ])
  })

  it('UNLOCK_KEY asks the form to create the wallet and stores its key protected in one call', async () => {
    first.typePasswords('too short', password)
    const user = (await first.request('UNLOCK_KEY')) as { address: string }
    expect(user).toMatchObject({ email, recoveryProtected: true })
    address = user.address
    expect(first.formAsks).toEqual([
      { mode: 'create', problem: undefined },
      { mode: 'create', problem: 'The recovery password must be at least 10 characters long' },
    ])
    expect(await addressOf(email)).toBe(address)
    expect(await signsMessage(first, address)).toBe(true)
    const rows = await running.service.db.selectFrom('devices').selectAll().execute()
    expect(rows.map((row) => row.recovery_sealed_by)).toEqual(['visitor'])
    const status = await recoveryStatusOf(running.service, first)
    expect(status.body).toMatchObject({ protected: true, custody: 'self' })
    // Known now: the next login on this device goes straight in.
    await logIn(first, email)
    expect(await first.request('GET_USER', {})).toMatchObject({ address, recoveryProtected: true })
  })

  it('a second device gets nothing without the password and recovers the same key with it', async () => {
    const second = createNodeFrame(running.service)
    await expect(logIn(second, email)).rejects.toMatchObject({
      code: 'RECOVERY_PASSWORD_REQUIRED',
    })
    const bare = await callAsFrame(running.service, second, 'POST', '/keys/v1/recover', {})
    expect(bare.status).toBe(403)
    expect(JSON.stringify(bare.body)).not.toMatch(/rk1\.|authShare/)
    second.typePasswords(password)
    expect(await second.request('UNLOCK_KEY')).toMatchObject({ address, recoveryProtected: true })
    expect(second.formAsks).toEqual([{ mode: 'unlock', problem: undefined }])
    expect(await signsMessage(second, address)).toBe(true)
  })

  it('POST /keys/v1/setup refuses a recovery share for the KMS to seal, even with a valid key signature', async () => {
    const frame = createNodeFrame(running.service)
    const other = 'kms-setup@example.com'
    await expect(logIn(frame, other)).rejects.toMatchObject({ code: 'RECOVERY_SETUP_REQUIRED' })
    const { body } = await custodialSetupBody(frame.frameStorage.session()?.refreshToken ?? '')
    const answer = await callAsFrame(running.service, frame, 'POST', '/keys/v1/setup', body)
    expect(answer).toEqual({
      status: 403,
      body: {
        code: 'RECOVERY_SETUP_REQUIRED',
        message: 'Protect your wallet to finish setting it up',
      },
    })
    expect(await addressOf(other)).toBeNull()
  })

  it('a copy of the whole data folder (database, secrets, KMS key) rebuilds none of the keys', async () => {
    // More accounts, made as the frame makes them: login, then UNLOCK_KEY with a password.
    for (const name of ['ada', 'grace']) {
      const frame = createNodeFrame(running.service)
      await expect(logIn(frame, `${name}@example.com`)).rejects.toMatchObject({
        code: 'RECOVERY_SETUP_REQUIRED',
      })
      frame.typePasswords(`${name}'s recovery password`)
      await frame.request('UNLOCK_KEY')
    }
    const rows = await running.service.db.selectFrom('devices').selectAll().execute()
    expect(rows.filter((row) => row.auth_share !== null)).toHaveLength(4)
    expect(rows.some((row) => row.recovery_sealed_by === 'kms' && row.recovery_share)).toBe(false)
    // Every auth share with every share the folder's KMS key opens, pair by pair: what comes out
    // is noise (two shares of different splits), never an account's key.
    const rebuilt = await keysRebuiltFromBackup(running.service.dataDir)
    const users = await running.service.db.selectFrom('users').select('address').execute()
    const addresses = users.flatMap((user) => (user.address ? [user.address] : []))
    expect(addresses).toHaveLength(3)
    for (const account of addresses) expect(rebuilt).not.toContain(account)
  })
})
