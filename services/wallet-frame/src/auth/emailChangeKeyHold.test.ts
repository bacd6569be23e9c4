import { createManualClock } from '@portico/test/services/createManualClock'
import { type CaughtMail, codeOf, nextMail } from '@portico/wallet-frame-dev'
import { describe, expect, it } from 'vitest'
import { changeEmailByCodes } from '../testing/changeEmailByCodes'
import { callJson } from '../testing/createTestService'
import { custodialSetupBody } from '../testing/custodialSetupBody'
import { readUser } from '../testing/readUser'
import { setUpTestService } from '../testing/setUpTestService'
import { signIn } from '../testing/signIn'
import { testDialects } from '../testing/testDialects'
import { undoLinkOf } from '../testing/undoLinkOf'

const clock = createManualClock()
const seen = new Set<string>()
const site = { name: 'Demo Shop', origin: 'https://shop.example' }
const DAY = 24 * 60 * 60_000

// The attack of issue 62: one phished email-change code moves the account to the attacker's
// mailbox, and the attacker's new device then asked for the key a second later and got it.
describe.each(await testDialects())('on %s', (dialect) => {
  // Custodial: the mailbox alone is the key there, which is what an email change moves.
  const running = setUpTestService({ dialect, clock, config: { custody: 'custodial' } })

  const post = (path: string, body?: unknown, token?: string) =>
    callJson(running.service.app, 'POST', path, body, token)

  /** The victim's account with a key on its first device. */
  async function victimWithKey(email: string) {
    const victim = 'v'.repeat(43)
    const session = await signIn(running, email, victim, seen)
    const { body } = await custodialSetupBody(session.refreshToken)
    const setup = await post('/keys/v1/setup', body, session.accessToken)
    expect(setup.status).toBe(200)
    return session
  }

  /** A device the account already has signs in again: a mailed code, no approval. */
  const signInAgain = (email: string, deviceSecret: string) =>
    signIn(running, email, deviceSecret, seen)

  /** The phished change: the victim's page asks, the victim enters one code, the attacker the other. */
  async function changeEmail(accessToken: string, from: string, to: string) {
    const { notice } = await changeEmailByCodes(running, { accessToken, from, to, site, seen })
    return undoLinkOf(notice)
  }

  const postForm = (path: string, link: URL) =>
    running.service.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: link.searchParams.get('token') ?? '' }).toString(),
    })

  /** The attacker's own device signs in with the new mailbox: approval link, then code. */
  async function attackerSignsIn(email: string, deviceSecret: string) {
    const start = await post('/auth/v1/login', { email, deviceSecret })
    expect(start.body.action).toBe('VERIFY_DEVICE')
    const approval = await nextMail(running.mail.webUrl, email, seen)
    const token = /token=([A-Za-z0-9_-]+)/.exec(approval.text ?? '')?.[1]
    expect((await post('/auth/v1/device/approve', { token })).status).toBe(200)
    const otp = codeOf(await nextMail(running.mail.webUrl, email, seen))
    const verify = await post('/auth/v1/login/verify', {
      loginId: start.body.loginId,
      otp,
      deviceSecret,
    })
    expect(verify.status).toBe(200)
    return String(verify.body.accessToken)
  }

  const releaseLinkOf = (caught: CaughtMail) => {
    const link = /(https?:\/\/\S+\/device\/release\?token=[A-Za-z0-9_-]+)/.exec(
      caught.text ?? '',
    )?.[1]
    if (!link) throw new Error(`no release link in "${caught.text}"`)
    return new URL(link)
  }

  it('holds the key from a device newer than the change until the change can no longer be undone', async () => {
    const victim = await victimWithKey('held@example.com')
    await changeEmail(victim.accessToken, 'held@example.com', 'thief@example.com')
    clock.advance(31_000)
    const thief = await attackerSignsIn('thief@example.com', 't'.repeat(43))

    const refused = await post('/keys/v1/recover', undefined, thief)
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe('KEY_HELD_AFTER_EMAIL_CHANGE')
    expect(refused.body.message).toContain('the previous email address approves it')
    expect(refused.body).not.toHaveProperty('recoveryShare')
    // The previous address hears of the device, and asking again gets the same answer.
    const ask = await nextMail(running.mail.webUrl, 'held@example.com', seen)
    expect(ask.subject).toBe("Approve a new device for your Portico wallet's key")
    expect(ask.text).toContain('changed from held@example.com to thief@example.com')
    expect((await post('/keys/v1/recover', undefined, thief)).status).toBe(403)

    // Past the undo window (the access token is long dead: the device signs in again).
    clock.advance(7 * DAY + 1)
    const session = await signInAgain('thief@example.com', 't'.repeat(43))
    const after = await post('/keys/v1/recover', undefined, session.accessToken)
    expect(after.status).toBe(200)
    expect(after.body).toHaveProperty('recoveryShare')
  })

  it('asks the first owner even after the attacker moved the account on and undid its own move', async () => {
    const victim = await victimWithKey('first@example.com')
    const firstUndo = await changeEmail(victim.accessToken, 'first@example.com', 'a1@example.com')
    clock.advance(31_000)
    const thief = await attackerSignsIn('a1@example.com', 'c'.repeat(43))
    clock.advance(31_000)
    // A second move, between the attacker's own mailboxes, and the attacker's undo of it: the
    // undo puts a1 back and would have spent every undo link of the account.
    const ownUndo = await changeEmail(thief, 'a1@example.com', 'a2@example.com')
    expect((await postForm('/email/undo', ownUndo)).status).toBe(200)
    clock.advance(31_000)
    const session = await signInAgain('a1@example.com', 'c'.repeat(43))
    const refused = await post('/keys/v1/recover', undefined, session.accessToken)
    expect(refused.body.code).toBe('KEY_HELD_AFTER_EMAIL_CHANGE')
    // The approval goes to the address before the first move, not to the attacker's a1.
    const ask = await nextMail(running.mail.webUrl, 'first@example.com', seen)
    expect(ask.subject).toBe("Approve a new device for your Portico wallet's key")
    // And the first owner's undo link still works.
    expect((await postForm('/email/undo', firstUndo)).status).toBe(200)
    expect((await readUser(running.service.db, { email: 'first@example.com' }))?.email).toBe(
      'first@example.com',
    )
  })

  it('releases the key to that device once the previous address approves it, and to nobody else', async () => {
    const victim = await victimWithKey('owner@example.com')
    await changeEmail(victim.accessToken, 'owner@example.com', 'new@example.com')
    clock.advance(31_000)
    const device = await attackerSignsIn('new@example.com', 'n'.repeat(43))
    expect((await post('/keys/v1/recover', undefined, device)).body.code).toBe(
      'KEY_HELD_AFTER_EMAIL_CHANGE',
    )
    const link = releaseLinkOf(await nextMail(running.mail.webUrl, 'owner@example.com', seen))
    // Opening the link changes nothing (mail scanners open links); its button does.
    const page = await running.service.app.request(link.pathname + link.search)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect((await post('/keys/v1/recover', undefined, device)).status).toBe(403)
    const approve = () => postForm('/device/release', link)
    expect((await approve()).status).toBe(200)
    expect((await approve()).status).toBe(404)
    const recovered = await post('/keys/v1/recover', undefined, device)
    expect(recovered.status).toBe(200)
    expect(recovered.body).toHaveProperty('recoveryShare')

    // The approval was for that device only: another new device is still held.
    clock.advance(31_000)
    const other = await attackerSignsIn('new@example.com', 'o'.repeat(43))
    expect((await post('/keys/v1/recover', undefined, other)).body.code).toBe(
      'KEY_HELD_AFTER_EMAIL_CHANGE',
    )
  })
})
