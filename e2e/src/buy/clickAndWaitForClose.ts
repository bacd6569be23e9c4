import type { Locator, Page } from 'playwright-core'

/**
 * Clicks `target` on `page`, a control whose handler closes the page, and resolves once the page
 * is closed. The close can land before the browser acknowledges the click itself; the click's
 * "page closed" error is expected then and dropped, any other failure (or a page that stays
 * open) still fails the caller.
 * @example
 * await clickAndWaitForClose(checkout, checkout.getByTestId('sandbox-return'))
 */
export async function clickAndWaitForClose(page: Page, target: Locator): Promise<void> {
  await Promise.all([
    page.waitForEvent('close'),
    target.click().catch((error: unknown) => {
      if (!page.isClosed()) throw error
    }),
  ])
}
