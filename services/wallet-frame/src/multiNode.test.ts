import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createShiftedClock } from '@portico/test/services/createShiftedClock'
import { testPostgresSchema } from '@portico/test/services/testPostgresSchema'
import { testRedisKeySpace } from '@portico/test/services/testRedisKeySpace'
import { testPostgresAnswers, testRedisAnswers } from '@portico/test/services/testServiceAnswers'
import { codeOf, type MailCatcher, nextMail } from '@portico/wallet-frame-dev'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WalletFrameConfigInput } from './config/walletFrameConfigSchema'
import type { WalletFrameDb } from './db/Database'
import { RECOVERY_MAX_ATTEMPTS } from './keys/checkRecoveryPassword'
import { type RunningWalletFrame, startWalletFrame } from './startWalletFrame'
import { accessTokenOf } from './testing/accessTokenOf'
import { answerWithPassword } from './testing/answerWithPassword'
import { createNodeFrame } from './testing/createNodeFrame'
import { callJson, startTestMailCatcher } from './testing/createTestService'
import { TEST_PUBLIC_URL } from './testing/frameRequestHeaders'
import { logInByMail } from './testing/logInByMail'
import { nodeBalancer } from './testing/nodeBalancer'
import { openFrameDb } from './testing/openFrameDb'
import type { ServiceUnderTest } from './testing/ServiceUnderTest'
import { signsMessage } from './testing/signsMessage'

const MAX_ATTEMPTS = 5
const ready =
  (await testPostgresAnswers('the wallet frame on several nodes')) &&
  (await testRedisAnswers('the wallet frame on several nodes'))

const schema = testPostgresSchema('frame_nodes')
const space = testRedisKeySpace('wallet-frame')
// One folder for both nodes: they must share the secrets file (sessions and code hashes) and
// the KMS key, as nodes behind one load balancer do.
const dataDir = mkdtempSync(join(tmpdir(), 'wallet-frame-nodes-'))
const seen = new Set<string>()
// Real time, moved past the 30 s mail cooldown where a test mails one address again.
const clock = createShiftedClock()
let mail: MailCatcher
let config: WalletFrameConfigInput
let a: RunningWalletFrame
let b: RunningWalletFrame
// The test's own look at the shared database.
let db: WalletFrameDb

const balancer = (first: RunningWalletFrame) => nodeBalancer(config, first)

// Requests sent straight to one node.
const on = (node: RunningWalletFrame) => balancer(node)

beforeAll(async () => {
  if (!ready) return
  mail = await startTestMailCatcher()
  config = {
    port: 0,
    publicUrl: TEST_PUBLIC_URL,
    dataDir,
    gatewayUrl: 'http://127.0.0.1:9',
    smtp: { host: '127.0.0.1', port: mail.smtpPort },
    database: { url: schema.url, schema: schema.name, poolSize: 4 },
    redis: { url: space.url, keyPrefix: space.prefix },
    deviceWaitMs: 500,
    otp: { maxAttempts: MAX_ATTEMPTS },
    // personal_sign never reaches a chain: nothing listens there.
    chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:9' }],
    // Every request comes from 127.0.0.1 here: wide enough that the rules under test decide,
    // except social starts, whose bucket the shared-limit test spends.
    rateLimits: {
      sendPerIp: { capacity: 100, refillPerSecond: 1 },
      sendPerEmail: { capacity: 100, refillPerSecond: 1 },
      verifyPerIp: { capacity: 100, refillPerSecond: 1 },
      verifyPerEmail: { capacity: 100, refillPerSecond: 1 },
      socialPerIp: { capacity: 4, refillPerSecond: 0.001 },
      apiPerIp: { capacity: 1_000, refillPerSecond: 100 },
    },
  }
  // The first node creates the schema and migrates it; the second finds it done.
  a = await startWalletFrame(config, { clock })
  b = await startWalletFrame(config, { clock })
  db = openFrameDb(dataDir, schema, 2)
})
afterAll(async () => {
  if (!ready) return
  await a?.close()
  await b?.close()
  await db?.destroy()
  await mail?.stop()
  await schema.drop()
  await space.clear()
  rmSync(dataDir, { recursive: true, force: true })
})

type Frame = ReturnType<typeof createNodeFrame>

const logIn = (frame: Frame, service: ServiceUnderTest, email: string) => {
  clock.advance(31_000)
  return logInByMail(frame, { service, mail, email, seen })
}
const addressOf = async (frame: Frame) =>
  ((await frame.request('GET_USER', {})) as { address: string }).address

describe.runIf(ready)('several wallet-frame nodes on one PostgreSQL schema and one Redis', () => {
  it('counts wrong codes entered on both nodes together: the spec limit, then the right code is refused', async () => {
    const email = 'guesses@example.com'
    const deviceSecret = 'g'.repeat(43)
    const start = await callJson(on(a).app, 'POST', '/auth/v1/login', { email, deviceSecret })
    expect(start.status).toBe(200)
    const code = codeOf(await nextMail(mail.webUrl, email, seen))
    const wrong = code === '000000' ? '111111' : '000000'
    const verify = (node: RunningWalletFrame, otp: string) =>
      callJson(on(node).app, 'POST', '/auth/v1/login/verify', {
        loginId: start.body.loginId,
        otp,
        deviceSecret,
      })
    // Two guesses one after the other, one per node: both counted.
    expect((await verify(a, wrong)).body).toMatchObject({ code: 'INVALID_OTP' })
    expect((await verify(b, wrong)).body).toMatchObject({ code: 'INVALID_OTP' })
    // Then a burst over both nodes at once: only the three attempts left are counted.
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => verify(i % 2 === 0 ? a : b, wrong)),
    )
    expect(burst.every((answer) => answer.status === 400)).toBe(true)
    expect(burst.filter((answer) => answer.body.code === 'INVALID_OTP')).toHaveLength(2)
    const row = await db
      .selectFrom('otps')
      .select('attempts')
      .where('subject', '=', String(start.body.loginId))
      .executeTakeFirstOrThrow()
    expect(row.attempts).toBe(MAX_ATTEMPTS)
    expect((await verify(a, code)).body).toMatchObject({ code: 'OTP_EXHAUSTED' })
    expect((await verify(b, code)).body).toMatchObject({ code: 'OTP_EXHAUSTED' })
  })

  it('mails one code when starts for one address reach both nodes at once', async () => {
    const email = 'both-nodes@example.com'
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        callJson(on(i % 2 === 0 ? a : b).app, 'POST', '/auth/v1/login', {
          email,
          deviceSecret: String(i).repeat(43),
        }),
      ),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    expect(answers.filter((answer) => answer.body.code === 'COOLDOWN')).toHaveLength(9)
    await nextMail(mail.webUrl, email, seen)
    // Whatever else was still on its way has arrived by now.
    await new Promise((resolve) => setTimeout(resolve, 500))
    const inbox = (await (await fetch(`${mail.webUrl}/email`)).json()) as {
      to: { address: string }[]
    }[]
    expect(inbox.filter((m) => m.to.some((to) => to.address === email))).toHaveLength(1)
  })

  it('spends one rate-limit bucket for both nodes (Redis)', async () => {
    const start = (node: RunningWalletFrame) =>
      callJson(on(node).app, 'POST', '/auth/v1/social/start', {
        provider: 'google',
        deviceSecret: 's'.repeat(43),
        parentOrigin: 'https://not-allowed.example',
        projectId: 'demo',
      })
    // socialPerIp holds 4: two starts on each node spend it (each refused for its origin)…
    const spent = [await start(a), await start(b), await start(a), await start(b)]
    expect(spent.map((answer) => answer.status)).toEqual([403, 403, 403, 403])
    // …and the fifth is limited on either node.
    expect((await start(a)).body).toMatchObject({ code: 'RATE_LIMITED' })
    expect((await start(b)).body).toMatchObject({ code: 'RATE_LIMITED' })
  })

  it('two devices removing themselves at once on two nodes: one goes, the wallet keeps the other', async () => {
    const email = 'two-devices@example.com'
    const visitor = { prompt: answerWithPassword('violet staple battery') }
    const first = createNodeFrame(on(a), undefined, visitor)
    await logIn(first, on(a), email)
    const address = await addressOf(first)
    const second = createNodeFrame(on(b), undefined, visitor)
    // A new device of an account with a key: approved from the mailbox, then it recovers with
    // the password.
    await logIn(second, on(b), email)
    expect(await addressOf(second)).toBe(address)
    expect(await signsMessage(second, address)).toBe(true)
    const remove = (node: RunningWalletFrame, frame: Frame) =>
      callJson(on(node).app, 'POST', '/keys/v1/device/remove', {}, accessTokenOf(frame))
    const answers = await Promise.all([remove(a, first), remove(b, second)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const devices = await db
      .selectFrom('devices')
      .innerJoin('users', 'users.id', 'devices.user_id')
      .select(['devices.auth_share', 'devices.recovery_share'])
      .where('users.email', '=', email)
      .execute()
    expect(devices).toHaveLength(1)
    expect(devices[0]?.recovery_share).not.toBeNull()
  })

  it('counts wrong recovery passwords from both nodes together and locks on both', async () => {
    const email = 'protected@example.com'
    const owner = createNodeFrame(on(a))
    await expect(logIn(owner, on(a), email)).rejects.toMatchObject({
      code: 'RECOVERY_SETUP_REQUIRED',
    })
    owner.typePasswords('violet staple battery')
    expect(await owner.request('PROTECT_RECOVERY')).toEqual({ protected: true })
    // A phished code on a new device, through the other node: a session, but no key.
    const thief = createNodeFrame(on(b))
    await expect(logIn(thief, on(b), email)).rejects.toThrow(/protected by a recovery password/)
    const guess = (node: RunningWalletFrame, i: number) =>
      callJson(
        on(node).app,
        'POST',
        '/keys/v1/recover',
        { password: { verifier: i.toString(16).padStart(64, '0') } },
        accessTokenOf(thief),
      )
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => guess(i % 2 === 0 ? a : b, i)),
    )
    expect(guesses.filter((answer) => answer.status === 403)).toHaveLength(RECOVERY_MAX_ATTEMPTS)
    expect(guesses.filter((answer) => answer.status === 429)).toHaveLength(
      12 - RECOVERY_MAX_ATTEMPTS,
    )
    for (const node of [a, b]) {
      expect((await guess(node, 99)).body).toMatchObject({ code: 'RECOVERY_LOCKED' })
    }
  })

  it('a login asked for on node A is finished on node B after A was killed, with the same account and key', async () => {
    const email = 'failover@example.com'
    const lb = balancer(a)
    const frame = createNodeFrame(lb, undefined, {
      prompt: answerWithPassword('violet staple battery'),
    })
    await logIn(frame, lb, email)
    const address = await addressOf(frame)
    const before = await db
      .selectFrom('users')
      .innerJoin('devices', 'devices.user_id', 'users.id')
      .select(['users.id', 'devices.auth_share'])
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow()
    await frame.request('SIGN_OUT')

    // The code is asked for through node A, which then goes away without draining.
    clock.advance(31_000)
    expect(await frame.request('CONNECT_EMAIL', { email })).toMatchObject({ action: 'VERIFY_OTP' })
    const code = codeOf(await nextMail(mail.webUrl, email, seen))
    await a.close()
    await expect(fetch(`${a.url}/health`)).rejects.toThrow()

    lb.use(b)
    await frame.request('CONNECT_OTP', { otp: code })
    expect(await addressOf(frame)).toBe(address)
    // The auth share node A stored is what node B hands out: the device signs with it.
    expect(await signsMessage(frame, address)).toBe(true)
    const after = await db
      .selectFrom('users')
      .innerJoin('devices', 'devices.user_id', 'users.id')
      .select(['users.id', 'devices.auth_share'])
      .where('users.email', '=', email)
      .execute()
    expect(after).toEqual([before])
  })
})
