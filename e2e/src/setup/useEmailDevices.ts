import { codeOf, linkOf, nextMail } from '@portico/wallet-frame-dev'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, expect, inject } from 'vitest'
import { approveDevice } from './approveDevice'
import { submitEmailAfterCooldown } from './embeddedWalletPage'
import { dialog, view } from './modalLocators'
import { type DemoPage, openDemo } from './openDemo'

/**
 * The steps of an embedded-wallet test file that logs in by email on fresh devices, bound to
 * the file's browser and the stack's mail catcher: every demo it opens is closed after the file,
 * and each mail is read once (one `seen` set for the file).
 * @example
 * const devices = useEmailDevices(useBrowser())
 * const { page } = await devices.open({ viewport: { width: 1280, height: 800 } })
 * await devices.logInFirstTime(page, 'ada@example.com')
 */
export function useEmailDevices(browser: () => Browser) {
  const stack = inject('stack')
  const opened: DemoPage[] = []
  afterAll(async () => {
    for (const demo of opened) await demo.close()
  })
  const seen = new Set<string>()

  const inbox = () => {
    const url = stack.urls.mailInbox
    if (!url) throw new Error('the e2e stack runs without the mail catcher')
    return url
  }
  /** The next mail to `email` not read yet. */
  const mailTo = (email: string) => nextMail(inbox(), email, seen)

  /** The demo (at `path`) in a fresh browser context: a device the wallet has never seen. */
  async function open(context: BrowserContextOptions = {}, path?: string): Promise<DemoPage> {
    const demo = await openDemo(browser(), {
      wallet: false,
      ...(path && { path }),
      context: { colorScheme: 'dark', reducedMotion: 'reduce', ...context },
    })
    opened.push(demo)
    await demo.page.getByTestId('portico-connect-button').waitFor()
    return demo
  }

  /** Types the code of the next login mail to `email`. */
  async function typeCode(page: Page, email: string) {
    await page.getByTestId('portico-email-otp-input').fill(codeOf(await mailTo(email)))
  }

  /** A first login of `email`: the code, after which the frame asks to protect the account. */
  async function logInFirstTime(page: Page, email: string) {
    await page.getByTestId('portico-connect-button').click()
    await page.getByTestId('portico-email-input').fill(email)
    await submitEmailAfterCooldown(page, 'EmailVerifyOtp')
    await typeCode(page, email)
  }

  /** A login on a device the account does not know: the approval from the mail, then the code. */
  async function logInNewDevice(page: Page, email: string, step?: (name: string) => void) {
    await page.getByTestId('portico-connect-button').click()
    await page.getByTestId('portico-email-input').fill(email)
    step?.('login email sent (waiting out the cooldown)')
    await submitEmailAfterCooldown(page, 'EmailVerifyDevice')
    step?.('the device approval mail')
    const link = linkOf(await mailTo(email))
    step?.('Approve device')
    await approveDevice(page.context(), link)
    step?.('the code view and mail')
    await view(page, 'EmailVerifyOtp').waitFor({ timeout: 30_000 })
    await typeCode(page, email)
  }

  /** The demo says connected and the modal has closed; the connected address. */
  async function connectedAndClosed(page: Page): Promise<string> {
    await expect
      .poll(() => page.getByTestId('demo-status').textContent(), { timeout: 45_000 })
      .toBe('connected')
    await expect.poll(() => dialog(page).count(), { timeout: 10_000 }).toBe(0)
    const address = (await page.getByTestId('demo-address').textContent()) ?? ''
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    return address
  }

  return { inbox, mailTo, open, typeCode, logInFirstTime, logInNewDevice, connectedAndClosed }
}
