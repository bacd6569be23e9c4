import type { Browser } from 'playwright-core'
import { inConnectView } from './inConnectView'
import type { StepTiming } from './StepTiming'
import { shownView } from './shownView'

/** A brisk typist: what the field's focus has, before the submit, to get the wallet ready. */
const KEY_DELAY_MS = 60

/**
 * Times a new address's email login in a fresh profile: the visitor focuses the field, types
 * the address at a brisk typist's pace and clicks submit; the step is the click → the code view
 * (EmailVerifyOtp) shown. The mail's own delivery is not in it: the view opens once the
 * service has accepted the login.
 * @example
 * const { ms } = await measureEmailStep(browser, stack.urls.demo, 'bench-1@example.com')
 */
export function measureEmailStep(
  browser: Browser,
  demoUrl: string,
  email: string,
): Promise<StepTiming> {
  return inConnectView(browser, demoUrl, async ({ page, timeClick }) => {
    const input = page.getByTestId('portico-email-input')
    await input.click()
    await input.pressSequentially(email, { delay: KEY_DELAY_MS })
    return timeClick(
      () => page.getByTestId('portico-email-submit').click(),
      () => shownView(page, 'EmailVerifyOtp').waitFor({ timeout: 60_000 }),
    )
  })
}
