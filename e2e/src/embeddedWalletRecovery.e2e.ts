import { formatViolations, scanAccessibility, screenshot } from '@portico/test'
import { codeOf, linkOf, nextMail } from '@portico/wallet-frame-dev'
import type { BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { toggleTheme } from './modal/toggleTheme'
import { approveDevice } from './setup/approveDevice'
import {
  expectFrameInside,
  submitEmailAfterCooldown,
  walletFrame,
  walletFrameBox,
} from './setup/embeddedWalletPage'
import { dialog, MODAL, view } from './setup/modalLocators'
import { type DemoPage, openDemo } from './setup/openDemo'
import { PHONE } from './setup/phoneContext'
import { trackSteps } from './setup/trackSteps'
import { useBrowser } from './setup/useBrowser'

const browser = useBrowser()
const stack = inject('stack')
const PASSWORD = 'correct horse battery staple'
const inbox = () => {
  const url = stack.urls.mailInbox
  if (!url) throw new Error('the e2e stack runs without the mail catcher')
  return url
}

const opened: DemoPage[] = []
afterAll(async () => {
  for (const demo of opened) await demo.close()
})

/** The demo in a fresh browser context: a device the wallet has never seen. */
async function open(context: BrowserContextOptions = {}): Promise<DemoPage> {
  const demo = await openDemo(browser(), {
    wallet: false,
    context: { colorScheme: 'dark', reducedMotion: 'reduce', ...context },
  })
  opened.push(demo)
  await demo.page.getByTestId('portico-connect-button').waitFor()
  return demo
}

const seen = new Set<string>()

async function typeCode(page: Page, email: string) {
  await page
    .getByTestId('portico-email-otp-input')
    .fill(codeOf(await nextMail(inbox(), email, seen)))
}

/** Logs in by email on a device the account knows or a first one: the code only. */
async function logInFirstTime(page: Page, email: string) {
  await page.getByTestId('portico-connect-button').click()
  await page.getByTestId('portico-email-input').fill(email)
  await page.getByTestId('portico-email-submit').click()
  await view(page, 'EmailVerifyOtp').waitFor()
  await typeCode(page, email)
  await expect
    .poll(() => page.getByTestId('demo-status').textContent(), { timeout: 30_000 })
    .toBe('connected')
  return (await page.getByTestId('demo-address').textContent()) ?? ''
}

/** Logs in by email on a new device: the approval link from the mail, then the code. */
async function logInNewDevice(page: Page, email: string, step?: (name: string) => void) {
  await page.getByTestId('portico-connect-button').click()
  await page.getByTestId('portico-email-input').fill(email)
  step?.('login email sent (waiting out the cooldown)')
  await submitEmailAfterCooldown(page, 'EmailVerifyDevice')
  step?.('the device approval mail')
  const link = linkOf(await nextMail(inbox(), email, seen))
  step?.('Approve device')
  await approveDevice(page.context(), link)
  step?.('the code view and mail')
  await view(page, 'EmailVerifyOtp').waitFor({ timeout: 30_000 })
  await typeCode(page, email)
}

/** The page and the frame's form have settled (the submit button is the form's last piece). */
async function formShown(page: Page, mode: 'protect' | 'unlock') {
  await view(page, 'EmbeddedWalletRecovery').waitFor()
  await walletFrame(page).getByTestId(`portico-frame-recovery-${mode}`).waitFor()
  await walletFrame(page).getByTestId('portico-frame-recovery-submit').waitFor()
}

describe('the recovery password of the embedded wallet (real frame, real mail)', () => {
  const email = `rec-${Date.now()}@example.com`
  let address = ''

  it('protects the wallet from Account: the frame’s own form, in place; Cancel says so; the row is gone after', async () => {
    const { page, blocked } = await open()
    address = await logInFirstTime(page, email)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    await page.getByTestId('portico-account-button').click()
    await view(page, 'Account').waitFor()
    const row = page.getByTestId('portico-account-protect-recovery')
    await expect.poll(() => row.textContent()).toContain('Protect your wallet')
    expect(await row.textContent()).toContain(
      'Add a recovery password so only you can restore this wallet',
    )
    const violations = await scanAccessibility(page, { shadow: MODAL })
    expect(violations, formatViolations(violations)).toEqual([])
    await screenshot(dialog(page), 'embedded-wallet-recovery-account-row-dark')

    await row.click()
    await formShown(page, 'protect')
    await expectFrameInside(page, 1280, 800)
    // The modal stays while the frame asks: no ×, and a click beside the dialog leaves it open.
    expect(await page.getByTestId('portico-close').count()).toBe(0)
    await page.mouse.click(5, 5)
    await walletFrame(page).getByTestId('portico-frame-recovery-protect').waitFor()
    expect(await view(page, 'EmbeddedWalletRecovery').count()).toBe(1)
    await screenshot(page, 'embedded-wallet-recovery-protect-dark')
    await toggleTheme(page)
    await screenshot(page, 'embedded-wallet-recovery-protect-light')
    await toggleTheme(page)

    // Cancel in the frame: the frame hides, the view says nothing was set, Try again asks again.
    await walletFrame(page).getByTestId('portico-frame-recovery-cancel').click()
    await expect
      .poll(() => page.getByTestId('portico-recovery-error').textContent())
      .toBe('No recovery password was set.')
    await expect.poll(async () => (await walletFrameBox(page))?.width ?? 0).toBeLessThanOrEqual(1)
    await page.getByTestId('portico-recovery-retry').click()
    await formShown(page, 'protect')

    // The frame checks what needs no service: two different entries.
    await walletFrame(page).getByTestId('portico-frame-recovery-password').fill(PASSWORD)
    await walletFrame(page).getByTestId('portico-frame-recovery-confirm').fill(`${PASSWORD}!`)
    await walletFrame(page).getByTestId('portico-frame-recovery-submit').click()
    await expect
      .poll(() => walletFrame(page).getByTestId('portico-frame-recovery-error').textContent())
      .toBe('The two passwords are not the same')
    await screenshot(page, 'embedded-wallet-recovery-protect-error-dark')
    await walletFrame(page).getByTestId('portico-frame-recovery-confirm').fill(PASSWORD)
    await walletFrame(page).getByTestId('portico-frame-recovery-submit').click()

    await view(page, 'Account').waitFor({ timeout: 30_000 })
    await expect
      .poll(() => page.getByTestId('portico-toast').textContent())
      .toContain('Your wallet is protected')
    await expect.poll(() => row.count()).toBe(0)
    expect(blocked).toEqual([])
  }, 120_000)

  it('a new device lands on “Unlock your wallet”: a wrong password is refused in the frame, the right one connects the same address', async () => {
    expect(address, 'needs the first test').not.toBe('')
    const step = trackSteps()
    const { page, blocked } = await open()
    await logInNewDevice(page, email, step)
    step('the unlock form')
    await formShown(page, 'unlock')
    expect(await page.locator('portico-modal .portico-header-title').textContent()).toBe(
      'Unlock your wallet',
    )
    await expectFrameInside(page, 1280, 800)
    await screenshot(page, 'embedded-wallet-recovery-unlock-dark')

    await walletFrame(page).getByTestId('portico-frame-recovery-password').fill('not the password')
    await walletFrame(page).getByTestId('portico-frame-recovery-submit').click()
    await expect
      .poll(() => walletFrame(page).getByTestId('portico-frame-recovery-error').textContent(), {
        timeout: 20_000,
      })
      .toBe('Wrong recovery password')
    await screenshot(page, 'embedded-wallet-recovery-unlock-wrong-dark')
    expect(await page.getByTestId('demo-status').textContent()).not.toBe('connected')

    await walletFrame(page).getByTestId('portico-frame-recovery-password').fill(PASSWORD)
    await walletFrame(page).getByTestId('portico-frame-recovery-submit').click()
    await expect
      .poll(() => page.getByTestId('demo-status').textContent(), { timeout: 30_000 })
      .toBe('connected')
    expect(await page.getByTestId('demo-address').textContent()).toBe(address)
    expect(blocked).toEqual([])
  }, 120_000)

  it('fits a phone: both forms in the frame at 390 px', async () => {
    expect(address, 'needs the first test').not.toBe('')
    const step = trackSteps()
    step('another visitor logs in for the first time on a phone')
    // Another visitor's first login on a phone: the protect form (left with Back). It goes first:
    // the service's 30 s between login emails to one address runs out meanwhile.
    const other = await open(PHONE)
    await logInFirstTime(other.page, `rec-phone-${Date.now()}@example.com`)
    step('Account › Protect your wallet')
    await other.page.getByTestId('portico-account-button').tap()
    await other.page.getByTestId('portico-account-protect-recovery').tap()
    await formShown(other.page, 'protect')
    await expectFrameInside(other.page, 390, 844)
    await screenshot(other.page, 'embedded-wallet-phone-recovery-protect-dark')
    await toggleTheme(other.page)
    await screenshot(other.page, 'embedded-wallet-phone-recovery-protect-light')
    // Back leaves the form: the frame hides, and the row is still offered.
    step('Back from the protect form')
    await other.page.getByTestId('portico-back').tap()
    await view(other.page, 'Account').waitFor()
    await expect
      .poll(async () => (await walletFrameBox(other.page))?.width ?? 0)
      .toBeLessThanOrEqual(1)
    expect(await other.page.getByTestId('portico-account-protect-recovery').count()).toBe(1)
    expect(other.blocked).toEqual([])

    // The protected account on a new phone: the unlock form.
    step('the protected account logs in on a new phone')
    const { page, blocked } = await open(PHONE)
    await logInNewDevice(page, email, step)
    step('the unlock form')
    await formShown(page, 'unlock')
    await expectFrameInside(page, 390, 844)
    await screenshot(page, 'embedded-wallet-phone-recovery-unlock-dark')
    await walletFrame(page).getByTestId('portico-frame-recovery-password').fill(PASSWORD)
    await walletFrame(page).getByTestId('portico-frame-recovery-submit').tap()
    step('unlocked: waiting for the connection')
    await expect
      .poll(() => page.getByTestId('demo-status').textContent(), { timeout: 30_000 })
      .toBe('connected')
    expect(await page.getByTestId('demo-address').textContent()).toBe(address)
    expect(blocked).toEqual([])
  }, 180_000)
})
