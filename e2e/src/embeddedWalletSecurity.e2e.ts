import { STORAGE_KEYS } from '@portico/common'
import { formatViolations, scanAccessibility, screenshot } from '@portico/test'
import { codeOf } from '@portico/wallet-frame-dev'
import type { Page } from 'playwright-core'
import { type Hex, isHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { toggleTheme } from './modal/toggleTheme'
import {
  expectFrameInside,
  frameHidden,
  submitEmailAfterCooldown,
  walletFrame,
} from './setup/embeddedWalletPage'
import { dialog, MODAL, modalState, view } from './setup/modalLocators'
import { PHONE } from './setup/phoneContext'
import { protectNewWallet } from './setup/protectNewWallet'
import { readModalEvents, recordModalEvents } from './setup/recordModalEvents'
import { tapInFrame } from './setup/tapInFrame'
import { useBrowser } from './setup/useBrowser'
import { useEmailDevices } from './setup/useEmailDevices'

const browser = useBrowser()
const ONLY_DEVICE =
  'This is the only device your wallet can be recovered from. Open the wallet on another device first'
const { mailTo, open } = useEmailDevices(browser)

/**
 * Logs in by email on a device the account knows or a first one: the code, and for a new
 * account (`isNew`) the recovery password that protects it.
 */
async function logIn(page: Page, email: string, { isNew }: { isNew: boolean }) {
  await page.getByTestId('portico-connect-button').click()
  await page.getByTestId('portico-email-input').fill(email)
  await submitEmailAfterCooldown(page, 'EmailVerifyOtp')
  await page.getByTestId('portico-email-otp-input').fill(codeOf(await mailTo(email)))
  if (isNew) await protectNewWallet(page)
  await expect
    .poll(() => page.getByTestId('demo-status').textContent(), { timeout: 30_000 })
    .toBe('connected')
}

/**
 * Account, then the standard account where the network made a smart account of it: the
 * exported key is the EOA's, the smart account's owner. Returns the connected address.
 */
async function openAccountAsEoa(page: Page): Promise<string> {
  await page.getByTestId('portico-account-button').click()
  await view(page, 'Account').waitFor()
  const type = page.getByTestId('portico-account-type-label')
  if ((await type.count()) && (await type.textContent()) === 'Smart Account') {
    await page.getByTestId('portico-account-type').click()
    await expect.poll(() => type.textContent(), { timeout: 20_000 }).toBe('Standard account')
  }
  return (await page.getByTestId('demo-address').textContent()) ?? ''
}

/** Account → Security. */
async function openSecurity(page: Page) {
  await page.getByTestId('portico-account-security').click()
  await view(page, 'EmbeddedWalletSecurity').waitFor()
  await page.getByTestId('portico-security-sign-out-everywhere').waitFor()
}

/** The page's own DOM (every shadow root included, the frame's document not) and its storage. */
function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = []
    const walk = (root: Document | ShadowRoot) => {
      parts.push(root instanceof Document ? root.documentElement.outerHTML : root.innerHTML)
      for (const element of root.querySelectorAll('*'))
        if (element.shadowRoot) walk(element.shadowRoot)
    }
    walk(document)
    for (const store of [localStorage, sessionStorage])
      for (let i = 0; i < store.length; i += 1) {
        const key = store.key(i) ?? ''
        parts.push(key, store.getItem(key) ?? '')
      }
    return parts.join('\n').toLowerCase()
  })
}

describe('the embedded wallet’s security controls (real frame, real mail)', () => {
  it('exports the key in the frame only, refuses to remove the only device, and signs out everywhere', async () => {
    const email = `sec-${Date.now()}@example.com`
    const { page, blocked } = await open()
    await logIn(page, email, { isNew: true })
    const address = await openAccountAsEoa(page)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    // Security: the list of controls, accessible.
    await openSecurity(page)
    expect(await page.locator('portico-modal .portico-header-title').textContent()).toBe('Security')
    // Protected on its first login: Security offers no "Protect your wallet".
    expect(await page.getByTestId('portico-account-protect-recovery').count()).toBe(0)
    const violations = await scanAccessibility(page, { shadow: MODAL })
    expect(violations, formatViolations(violations)).toEqual([])
    await screenshot(dialog(page), 'embedded-wallet-security-dark')
    await toggleTheme(page)
    await screenshot(dialog(page), 'embedded-wallet-security-light')
    await toggleTheme(page)

    // Export: the frame's own view in place; the modal stays while it shows.
    await page.getByTestId('portico-security-export').click()
    await view(page, 'EmbeddedWalletExport').waitFor()
    await walletFrame(page).getByTestId('portico-frame-export').waitFor()
    await expectFrameInside(page, 1280, 800)
    expect(await page.getByTestId('portico-close').count()).toBe(0)
    await page.mouse.click(5, 5)
    await walletFrame(page).getByTestId('portico-frame-export').waitFor()
    expect(await view(page, 'EmbeddedWalletExport').count()).toBe(1)
    await screenshot(page, 'embedded-wallet-export-warning-dark')

    await walletFrame(page).getByTestId('portico-frame-export-show').click()
    const keyText = walletFrame(page).getByTestId('portico-frame-export-key')
    await keyText.waitFor({ timeout: 20_000 })
    const key = ((await keyText.textContent()) ?? '').trim()
    if (!isHex(key) || key.length !== 66) throw new Error('the frame showed no private key')
    expect(privateKeyToAccount(key as Hex).address.toLowerCase()).toBe(address.toLowerCase())
    // The key is on the frame's origin only: nowhere in the page, its shadow roots or storage.
    const text = await pageText(page)
    expect(text.includes(key.slice(2).toLowerCase())).toBe(false)
    await screenshot(page, 'embedded-wallet-export-key-dark')
    await walletFrame(page).getByTestId('portico-frame-export-done').click()
    await view(page, 'EmbeddedWalletSecurity').waitFor()
    await frameHidden(page)
    expect(await page.getByTestId('demo-status').textContent()).toBe('connected')

    // Remove this device: asked first, then refused, as the only device the wallet recovers from.
    await recordModalEvents(page)
    await page.getByTestId('portico-security-remove').click()
    const question = page.getByTestId('portico-security-confirm-remove')
    // Its question has not come in some runs, with the list still shown: the failure says
    // where the click went and which views and questions came and went.
    await question.waitFor({ timeout: 10_000 }).catch(async (error: unknown) => {
      const list = await page.getByTestId('portico-security-remove').isVisible()
      throw new Error(
        `the question after Remove this device: ${await modalState(page)}; the list ${list ? 'shown' : 'gone'}; events:\n${await readModalEvents(page)}`,
        { cause: error },
      )
    })
    expect(await question.textContent()).toContain(
      'Remove this device? You will need your email (and recovery password) to use this wallet here again.',
    )
    await screenshot(dialog(page), 'embedded-wallet-security-remove-confirm-dark')
    await page.getByTestId('portico-security-confirm').click()
    await expect
      .poll(() => page.getByTestId('portico-security-error').textContent(), { timeout: 20_000 })
      .toBe(ONLY_DEVICE)
    const refused = await scanAccessibility(page, { shadow: MODAL })
    expect(refused, formatViolations(refused)).toEqual([])
    await screenshot(dialog(page), 'embedded-wallet-security-remove-refused-dark')
    expect(await page.getByTestId('demo-status').textContent()).toBe('connected')
    await page.getByTestId('portico-security-cancel').click()

    // Sign out everywhere: asked first, then the session ends and the modal closes.
    await page.getByTestId('portico-security-sign-out-everywhere').click()
    expect(await page.getByTestId('portico-security-confirm-everywhere').textContent()).toContain(
      'Sign out everywhere? Every device, this one too, will need your email to open this wallet again.',
    )
    await screenshot(dialog(page), 'embedded-wallet-security-sign-out-everywhere-dark')
    await page.getByTestId('portico-security-confirm').click()
    await expect.poll(() => page.getByTestId('demo-status').textContent()).toBe('disconnected')
    await expect.poll(() => dialog(page).count()).toBe(0)
    await page.getByTestId('portico-connect-button').click()
    await view(page, 'Connect').waitFor()

    // A reload is not connected: nothing stored to restore the session from, Connect again.
    await page.reload()
    await page.getByTestId('portico-connect-button').click()
    await view(page, 'Connect').waitFor()
    expect(await page.getByTestId('demo-status').textContent()).toBe('disconnected')
    const stored = await page.evaluate(
      (key) => localStorage.getItem(key) ?? '',
      STORAGE_KEYS.connectedConnectorIds,
    )
    expect(stored).not.toContain('ID_AUTH')

    // The wallet itself stays: signing in again on this device gives the same address.
    await page.getByTestId('portico-close').click()
    await logIn(page, email, { isNew: false })
    expect((await openAccountAsEoa(page)).toLowerCase()).toBe(address.toLowerCase())
    expect(blocked).toEqual([])
  }, 180_000)

  it('fits a phone: the controls, the export in the frame and a confirmation at 390 px', async () => {
    const { page, blocked } = await open(PHONE)
    await logIn(page, `sec-phone-${Date.now()}@example.com`, { isNew: true })
    await page.getByTestId('portico-account-button').tap()
    await view(page, 'Account').waitFor()
    await page.getByTestId('portico-account-security').tap()
    await view(page, 'EmbeddedWalletSecurity').waitFor()
    await page.getByTestId('portico-security-sign-out-everywhere').waitFor()
    await screenshot(page, 'embedded-wallet-phone-security-dark')

    await page.getByTestId('portico-security-export').tap()
    await walletFrame(page).getByTestId('portico-frame-export-show').waitFor()
    await expectFrameInside(page, 390, 844)
    await screenshot(page, 'embedded-wallet-phone-export-warning-dark')
    await toggleTheme(page)
    await screenshot(page, 'embedded-wallet-phone-export-warning-light')
    // Cancel in the frame: back to the controls, the frame hidden.
    await tapInFrame(page, 'portico-frame-export-cancel')
    await view(page, 'EmbeddedWalletSecurity').waitFor()
    await frameHidden(page)

    await page.getByTestId('portico-security-remove').tap()
    await page.getByTestId('portico-security-confirm-remove').waitFor()
    const box = await dialog(page).boundingBox()
    expect(box?.x).toBeGreaterThanOrEqual(0)
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390)
    await screenshot(page, 'embedded-wallet-phone-security-remove-confirm-light')
    await page.getByTestId('portico-security-cancel').tap()
    await page.getByTestId('portico-security-remove').waitFor()
    expect(await page.getByTestId('demo-status').textContent()).toBe('connected')
    expect(blocked).toEqual([])
  }, 120_000)
})
