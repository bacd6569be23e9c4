import type { Browser, BrowserContext, Page } from 'playwright-core'
import { shownView } from './shownView'

/**
 * A demo page in a fresh browser profile (a device the wallet has never seen) with the modal
 * open on the Connect view, and a `close` for its profile.
 * @example
 * const { page, close } = await openConnectView(browser, stack.urls.demo)
 */
export async function openConnectView(
  browser: Browser,
  demoUrl: string,
): Promise<{ page: Page; context: BrowserContext; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.goto(demoUrl)
  await page.getByTestId('portico-connect-button').click()
  await shownView(page, 'Connect').waitFor()
  return { page, context, close: () => context.close() }
}
