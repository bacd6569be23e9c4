import type { Browser, BrowserContext, Page } from 'playwright-core'
import { type ClickTimes, recordClicks } from './recordClicks'
import { recordRequests } from './recordRequests'
import type { StepTiming } from './StepTiming'
import { shownView } from './shownView'

/**
 * What a step runs with: the demo page with the modal on Connect, its profile, when its clicks
 * reached it, and `timeClick`, which times a click until `done` resolves.
 * @example
 * const step = await timeClick(() => button.click(), () => qr.waitFor())
 */
export type ConnectViewStep = {
  page: Page
  context: BrowserContext
  clicks: ClickTimes
  timeClick: (click: () => Promise<unknown>, done: () => Promise<unknown>) => Promise<StepTiming>
}

/**
 * Runs `step` on a demo page in a fresh browser profile (a device the wallet has never seen)
 * with the modal open on the Connect view, then closes the profile. A step timed with
 * `timeClick` runs from the moment the click reached the page (not from the driver's call)
 * until `done`, with the requests that started in it.
 * @example
 * const timing = await inConnectView(browser, demoUrl, ({ page, timeClick }) =>
 *   timeClick(() => page.getByTestId('portico-social-farcaster').click(), () => page.getByTestId('portico-farcaster-qr').waitFor()))
 */
export async function inConnectView<T>(
  browser: Browser,
  demoUrl: string,
  step: (opened: ConnectViewStep) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const clicks = await recordClicks(context)
    const page = await context.newPage()
    await page.goto(demoUrl)
    await page.getByTestId('portico-connect-button').click()
    await shownView(page, 'Connect').waitFor()
    const requests = recordRequests(context)
    const timeClick: ConnectViewStep['timeClick'] = async (click, done) => {
      await click()
      await done()
      const end = Date.now()
      const start = await clicks.clickedAt(page)
      return { ms: end - start, requests: requests.since(start) }
    }
    return await step({ page, context, clicks, timeClick })
  } finally {
    await context.close()
  }
}
