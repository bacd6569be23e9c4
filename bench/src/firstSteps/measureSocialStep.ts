import type { Browser, Page } from 'playwright-core'
import { openConnectView } from './openConnectView'
import { recordRequests } from './recordRequests'
import type { StepTiming } from './StepTiming'
import { socialButton } from './socialButton'

/**
 * Times a social login at the stack's dev identity provider in a fresh profile: the click on
 * the provider in the Connect view → the login done, which is the demo saying connected or, on
 * this new device of a self-custody account, the wallet frame's recovery form (create or unlock)
 * shown, the first thing after the pop-up that waits for the visitor. The pop-up picks `user`
 * the moment its list shows, so the visitor's own time there is not in it.
 * @example
 * const { ms } = await measureSocialStep(browser, stack.urls.demo, 'google', 'ada')
 */
export async function measureSocialStep(
  browser: Browser,
  demoUrl: string,
  provider: string,
  user: string,
): Promise<StepTiming & { outcome: 'connected' | 'recovery' }> {
  const { page, context, close } = await openConnectView(browser, demoUrl)
  try {
    const requests = recordRequests(context)
    const button = await socialButton(page, provider)
    const start = Date.now()
    const [popup] = await Promise.all([context.waitForEvent('page'), button.click()])
    await popup.getByTestId(`dev-idp-user-${user}`).click({ timeout: 60_000 })
    const outcome = await loginDone(page, start + 60_000)
    return { ms: Date.now() - start, requests: requests.since(start), outcome }
  } finally {
    await close()
  }
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
