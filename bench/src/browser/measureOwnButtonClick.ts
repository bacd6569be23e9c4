import type { Browser } from 'playwright-core'
import { inPageSource } from './inPageSource'
import { type KitUi, PORTICO_UI } from './kitUi'
import { measureClick } from './measureClick'
import { pageProbe } from './pageProbe'
import { waitInPage } from './waitInPage'

/** The scenario's own sign-in button (`OwnOpenButton`) and Portico's wallet tile. */
export const OWN_BUTTON_UI: KitUi = {
  button: { selector: '[data-bench="own-open"]' },
  walletEntry: PORTICO_UI.walletEntry,
}

/**
 * What one load of a page whose own button opens the modal measured.
 * @example
 * const run: OwnButtonRun = await measureOwnButtonClick(browser, url, { afterLoadMs: 1_000 })
 */
export type OwnButtonRun = {
  /** The site's button clicked `afterLoadMs` after the load event → the wallet list painted. */
  clickToListMs: number
  /** JS files fetched after the load event and before the click, nobody touching the page. */
  scriptsBeforeClick: string[]
}

/**
 * Loads `url` in a fresh browser context and, with no pointer over anything (the kit cannot see
 * a hover on a site's own button), clicks the site's button `afterLoadMs` after the load event:
 * the ms until the modal shows the bench wallet painted, and the JS the page fetched in between.
 * @example
 * const run = await measureOwnButtonClick(browser, site.url, { afterLoadMs: 1_000 })
 */
export async function measureOwnButtonClick(
  browser: Browser,
  url: string,
  { afterLoadMs }: { afterLoadMs: number },
): Promise<OwnButtonRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    await context.addInitScript({ content: inPageSource(pageProbe, OWN_BUTTON_UI.button) })
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'load' })
    await waitInPage(page, 'window.__bench.buttonEnabledAt !== undefined')
    const loaded = await page.evaluate(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    )
    const now = await page.evaluate(() => performance.now())
    await page.waitForTimeout(Math.max(0, loaded + afterLoadMs - now))
    const scriptsBeforeClick = await page.evaluate(
      (since) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js') && entry.startTime > since)
          .map((entry) => new URL(entry.name).pathname),
      loaded,
    )
    const clickToListMs = (await page.evaluate(
      inPageSource(measureClick, {
        button: OWN_BUTTON_UI.button,
        walletEntry: OWN_BUTTON_UI.walletEntry,
      }),
    )) as number
    return { clickToListMs, scriptsBeforeClick }
  } finally {
    await context.close()
  }
}
