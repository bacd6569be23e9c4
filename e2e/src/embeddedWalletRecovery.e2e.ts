import { formatViolations, scanAccessibility, screenshot } from '@portico/test'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { toggleTheme } from './modal/toggleTheme'
import { expectFrameInside, frameHidden, walletFrame } from './setup/embeddedWalletPage'
import { dialog, MODAL, view } from './setup/modalLocators'
import { PHONE } from './setup/phoneContext'
import { RECOVERY_PASSWORD } from './setup/recoveryPassword'
import { recoveryView } from './setup/recoveryView'
import { tapInFrame } from './setup/tapInFrame'
import { trackSteps } from './setup/trackSteps'
import { useBrowser } from './setup/useBrowser'
import { useEmailDevices } from './setup/useEmailDevices'

const browser = useBrowser()
const { open, logInFirstTime, logInNewDevice, connectedAndClosed } = useEmailDevices(browser)

/** The page and the frame's form have settled (the submit button is the form's last piece). */
async function formShown(page: Page, mode: 'create' | 'unlock') {
  await recoveryView(page, mode).waitFor({ timeout: 30_000 })
  await walletFrame(page).getByTestId(`portico-frame-recovery-${mode}`).waitFor()
  await walletFrame(page).getByTestId('portico-frame-recovery-submit').waitFor()
}

const title = (page: Page) => page.locator('portico-modal .portico-header-title').textContent()

describe('the recovery password of the embedded wallet (real frame, real mail)', () => {
  const email = `rec-${Date.now()}@example.com`
  let address = ''

  it('a first login asks to protect the new wallet: the frame’s own form, in place; Cancel says so; then it connects and the modal closes', async () => {
    const { page, blocked } = await open()
    await logInFirstTime(page, email)
    await formShown(page, 'create')
    expect(await title(page)).toBe('Protect your new wallet')
    await expectFrameInside(page, 1280, 800)
    // The modal stays while the frame asks: no ×, and a click beside the dialog leaves it open.
    expect(await page.getByTestId('portico-close').count()).toBe(0)
    await page.mouse.click(5, 5)
    await walletFrame(page).getByTestId('portico-frame-recovery-create').waitFor()
    expect(await recoveryView(page, 'create').count()).toBe(1)
    expect(await page.getByTestId('demo-status').textContent()).not.toBe('connected')
    await screenshot(page, 'embedded-wallet-recovery-create-dark')
    await toggleTheme(page)
    await screenshot(page, 'embedded-wallet-recovery-create-light')
    await toggleTheme(page)

    // Cancel in the frame: the frame hides, the view says the wallet is not set up, Try again
    // asks again.
    await walletFrame(page).getByTestId('portico-frame-recovery-cancel').click()
    await expect
      .poll(() => page.getByTestId('portico-recovery-error').textContent())
      .toBe('Your wallet is not set up until you protect it.')
    await frameHidden(page)
    const violations = await scanAccessibility(page, { shadow: MODAL })
    expect(violations, formatViolations(violations)).toEqual([])
    await screenshot(dialog(page), 'embedded-wallet-recovery-create-cancelled-dark')
    await page.getByTestId('portico-recovery-retry').click()
    await formShown(page, 'create')

    // The frame checks what needs no service: two different entries.
    await walletFrame(page).getByTestId('portico-frame-recovery-password').fill(RECOVERY_PASSWORD)
    await walletFrame(page)
      .getByTestId('portico-frame-recovery-confirm')
      .fill(`${RECOVERY_PASSWORD}!`)
    await walletFrame(page).getByTestId('portico-frame-recovery-submit').click()
    await expect
      .poll(() => walletFrame(page).getByTestId('portico-frame-recovery-error').textContent())
      .toBe('The two passwords are not the same')
    await screenshot(page, 'embedded-wallet-recovery-create-error-dark')
    await walletFrame(page).getByTestId('portico-frame-recovery-confirm').fill(RECOVERY_PASSWORD)
    await walletFrame(page).getByTestId('portico-frame-recovery-submit').click()

    address = await connectedAndClosed(page)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // Protected from the start: Account offers no "Protect your wallet".
    await page.getByTestId('portico-account-button').click()
    await view(page, 'Account').waitFor()
    await page.getByTestId('portico-account-balance').waitFor()
    expect(await page.getByTestId('portico-account-protect-recovery').count()).toBe(0)
    expect(blocked).toEqual([])
  }, 120_000)

  it('a new device lands on “Unlock your wallet”: a wrong password is refused in the frame, the right one connects the same address', async () => {
    expect(address, 'needs the first test').not.toBe('')
    const step = trackSteps()
    const { page, blocked } = await open()
    await logInNewDevice(page, email, step)
    step('the unlock form')
    await formShown(page, 'unlock')
    expect(await title(page)).toBe('Unlock your wallet')
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

    await walletFrame(page).getByTestId('portico-frame-recovery-password').fill(RECOVERY_PASSWORD)
    await walletFrame(page).getByTestId('portico-frame-recovery-submit').click()
    expect(await connectedAndClosed(page)).toBe(address)
    expect(blocked).toEqual([])
  }, 120_000)

  it('fits a phone: both forms in the frame at 390 px, and the modal closes after each', async () => {
    expect(address, 'needs the first test').not.toBe('')
    const step = trackSteps()
    step('another visitor logs in for the first time on a phone')
    // Another visitor's first login on a phone: the create form. It goes first: the service's
    // 30 s between login emails to one address runs out meanwhile.
    const other = await open(PHONE)
    await logInFirstTime(other.page, `rec-phone-${Date.now()}@example.com`)
    step('the create form')
    await formShown(other.page, 'create')
    await expectFrameInside(other.page, 390, 844)
    await screenshot(other.page, 'embedded-wallet-phone-recovery-create-dark')
    await toggleTheme(other.page)
    await screenshot(other.page, 'embedded-wallet-phone-recovery-create-light')
    await walletFrame(other.page)
      .getByTestId('portico-frame-recovery-password')
      .fill(RECOVERY_PASSWORD)
    await walletFrame(other.page)
      .getByTestId('portico-frame-recovery-confirm')
      .fill(RECOVERY_PASSWORD)
    await tapInFrame(other.page, 'portico-frame-recovery-submit')
    step('protected: waiting for the connection')
    expect(await connectedAndClosed(other.page)).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(other.blocked).toEqual([])

    // The protected account on a new phone: the unlock form.
    step('the protected account logs in on a new phone')
    const { page, blocked } = await open(PHONE)
    await logInNewDevice(page, email, step)
    step('the unlock form')
    await formShown(page, 'unlock')
    await expectFrameInside(page, 390, 844)
    await screenshot(page, 'embedded-wallet-phone-recovery-unlock-dark')
    await walletFrame(page).getByTestId('portico-frame-recovery-password').fill(RECOVERY_PASSWORD)
    await tapInFrame(page, 'portico-frame-recovery-submit')
    step('unlocked: waiting for the connection')
    expect(await connectedAndClosed(page)).toBe(address)
    expect(blocked).toEqual([])
  }, 180_000)
})
