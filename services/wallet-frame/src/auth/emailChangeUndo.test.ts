import { createManualClock } from '@portico/test/services/createManualClock'
import { describe, expect, it } from 'vitest'
import { changeEmailByCodes } from '../testing/changeEmailByCodes'
import { callJson } from '../testing/createTestService'
import { fixedOrigins } from '../testing/fixedOrigins'
import { TEST_PUBLIC_URL } from '../testing/frameRequestHeaders'
import { readUser } from '../testing/readUser'
import { setUpTestService } from '../testing/setUpTestService'
import { signIn } from '../testing/signIn'
import { testDialects } from '../testing/testDialects'
import { undoLinkOf } from '../testing/undoLinkOf'

const clock = createManualClock()
const seen = new Set<string>()
const secret = 'u'.repeat(43)
const site = { name: 'Demo Shop', origin: 'https://shop.example', projectId: 'demo' }
const DAY = 24 * 60 * 60_000

describe.each(await testDialects())('on %s', (dialect) => {
  const running = setUpTestService({
    dialect,
    clock,
    origins: fixedOrigins({ demo: ['https://shop.example'] }),
  })

  /** Signs `from` in and moves the account to `to` through both codes; answers the mails read. */
  async function changeEmail(from: string, to: string) {
    const { accessToken } = await signIn(running, from, secret, seen)
    const mails = await changeEmailByCodes(running, { accessToken, from, to, site, seen })
    return { accessToken, ...mails }
  }

  const emailOf = async (id: string) => (await readUser(running.service.db, { id }))?.email
  const userIdOf = async (email: string) => (await readUser(running.service.db, { email }))?.id

  const postUndo = async (link: URL) => {
    const response = await running.service.app.request('/email/undo', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: link.searchParams.get('token') ?? '' }).toString(),
    })
    return { status: response.status, html: await response.text() }
  }

  describe('email change mails and undo', () => {
    it('says what each code is for: the new address and the site', async () => {
      const { primary, secondary } = await changeEmail('mover@example.com', 'moved@example.com')
      expect(primary.text).toContain(
        "Your code to change your wallet's email to moved@example.com on Demo Shop (https://shop.example):",
      )
      expect(primary.subject).toContain('moved@example.com')
      expect(secondary.text).toContain(
        "Your code to make moved@example.com your wallet's email on Demo Shop (https://shop.example):",
      )
    })

    it('tells the old address, whose link puts it back once and signs every device out', async () => {
      const { accessToken, notice } = await changeEmail('alice@example.com', 'mallory@example.com')
      expect(notice.subject).toBe('The email of your Portico wallet was changed')
      expect(notice.text).toContain(
        'changed from alice@example.com to mallory@example.com on Demo Shop (https://shop.example)',
      )
      const link = undoLinkOf(notice)
      expect(link.origin).toBe(TEST_PUBLIC_URL)
      const id = await userIdOf('mallory@example.com')
      expect(id).toBeDefined()

      // The link opened (by a person or a mail scanner) changes nothing.
      const page = await running.service.app.request(`${link.pathname}${link.search}`)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('Undo the change')
      expect(await emailOf(String(id))).toBe('mallory@example.com')

      clock.advance(7 * DAY - 60_000)
      const undone = await postUndo(link)
      expect(undone.status).toBe(200)
      expect(undone.html).toContain('Email change undone')
      expect(await emailOf(String(id))).toBe('alice@example.com')
      // Every session of the account is gone, the one that made the change too.
      expect(
        (await callJson(running.service.app, 'GET', '/auth/v1/me', undefined, accessToken)).status,
      ).toBe(401)

      // A replay does nothing, even after the account moved again.
      await running.service.db
        .updateTable('users')
        .set({ email: 'alice-new@example.com' })
        .where('id', '=', String(id))
        .execute()
      const replay = await postUndo(link)
      expect(replay.status).toBe(404)
      expect(await emailOf(String(id))).toBe('alice-new@example.com')
    })

    it('refuses the link after 7 days', async () => {
      clock.advance(60_000)
      const { notice } = await changeEmail('bob@example.com', 'bobby@example.com')
      const id = String(await userIdOf('bobby@example.com'))
      clock.advance(7 * DAY + 1)
      const late = await postUndo(undoLinkOf(notice))
      expect(late.status).toBe(404)
      expect(late.html).toContain('Link expired')
      expect(await emailOf(id)).toBe('bobby@example.com')
      expect(
        (
          await running.service.db
            .selectFrom('sessions')
            .select('revoked_at')
            .where('user_id', '=', id)
            .execute()
        ).map((s) => s.revoked_at),
      ).toEqual([null])
    })
  })
})
