import type { Browser, Page } from 'playwright-core'
import { inConnectView } from './inConnectView'
import type { StepTiming } from './StepTiming'
import { socialButton } from './socialButton'

/**
 * Times a social login at the stack's dev identity provider in a fresh profile: the click on
 * the provider in the Connect view → the login done, which is the demo saying connected or, on
 * this new device of a self-custody account, the wallet frame's recovery form (create or unlock)
 * shown, the first thing after the pop-up that waits for the visitor. The pop-up picks `user`
 * the moment its list shows, and the time from the list shown to the pick reaching the pop-up
 * (the visitor's own) is taken out.
 * @example
 * const { ms } = await measureSocialStep(browser, stack.urls.demo, 'google', 'ada')
 */
export function measureSocialStep(
  browser: Browser,
  demoUrl: string,
  provider: string,
  user: string,
): Promise<StepTiming & { outcome: 'connected' | 'recovery' }> {
  return inConnectView(browser, demoUrl, async ({ page, context, clicks, timeClick }) => {
    const button = await socialButton(page, provider)
    let inPopup = 0
    let outcome: 'connected' | 'recovery' = 'recovery'
    const timing = await timeClick(
      async () => {
        const [popup] = await Promise.all([context.waitForEvent('page'), button.click()])
        const choice = popup.getByTestId(`dev-idp-user-${user}`)
        await choice.waitFor({ timeout: 60_000 })
        const shownAt = Date.now()
        await choice.click()
        // The visitor's time in the pop-up: from its list shown to the pick reaching it.
        inPopup = Math.max(0, (await clicks.clickedAt(popup)) - shownAt)
      },
      async () => {
        outcome = await loginDone(page, Date.now() + 60_000)
      },
    )
    return { ...timing, ms: timing.ms - inPopup, outcome }
  })
}

async function loginDone(page: Page, deadline: number): Promise<'connected' | 'recovery'> {
  const status = page.getByTestId('demo-status')
  const form = page
    .frameLocator('[data-testid="portico-embedded-wallet-frame"]')
    .getByTestId('portico-frame-recovery-password')
    .filter({ visible: true })
  while (Date.now() < deadline) {
    if ((await status.textContent()) === 'connected') return 'connected'
    if ((await form.count()) > 0) return 'recovery'
    await page.waitForTimeout(10)
  }
  throw new Error(`the social login did not finish: the demo says ${await status.textContent()}`)
}
