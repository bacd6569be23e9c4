import { codeOf, nextMail } from '@portico/wallet-frame-dev'
import type { Browser } from 'playwright-core'
import { inConnectView } from './inConnectView'
import type { StepTiming } from './StepTiming'
import { shownView } from './shownView'

/** A brisk typist, as in the email step. */
const KEY_DELAY_MS = 60
/** A recovery password a visitor might pick: four words, typed twice. */
const PASSWORD = 'copper lantern orbit meadow'

/**
 * Times a newcomer's whole way to a protected wallet in a fresh profile, typing at a brisk
 * typist's pace: the email typed and sent, the code read from the mail and typed, a recovery
 * password typed twice in the wallet frame's create form, until the demo says connected. From
 * the first key of the email to connected, so the typing counts; the time a person takes to
 * find the mail or think of a password does not.
 * @example
 * const { ms } = await measureProtectedWalletStep(browser, demoUrl, inboxUrl, 'bench-1@example.com')
 */
export function measureProtectedWalletStep(
  browser: Browser,
  demoUrl: string,
  inboxUrl: string,
  email: string,
): Promise<StepTiming> {
  return inConnectView(browser, demoUrl, async ({ page }) => {
    const start = Date.now()
    const input = page.getByTestId('portico-email-input')
    await input.click()
    await input.pressSequentially(email, { delay: KEY_DELAY_MS })
    await page.getByTestId('portico-email-submit').click()
    await shownView(page, 'EmailVerifyOtp').waitFor({ timeout: 60_000 })
    const code = codeOf(await nextMail(inboxUrl, email, new Set(), 30_000))
    await page.getByTestId('portico-email-otp-input').pressSequentially(code, {
      delay: KEY_DELAY_MS,
    })
    const frame = page.frameLocator('[data-testid="portico-embedded-wallet-frame"]')
    await frame.getByTestId('portico-frame-recovery-create').waitFor({ timeout: 60_000 })
    await frame
      .getByTestId('portico-frame-recovery-password')
      .pressSequentially(PASSWORD, { delay: KEY_DELAY_MS })
    await frame
      .getByTestId('portico-frame-recovery-confirm')
      .pressSequentially(PASSWORD, { delay: KEY_DELAY_MS })
    await frame.getByTestId('portico-frame-recovery-submit').click()
    await page
      .getByTestId('demo-status')
      .filter({ hasText: /^connected$/ })
      .waitFor({ timeout: 60_000 })
    return { ms: Date.now() - start, requests: [] }
  })
}
