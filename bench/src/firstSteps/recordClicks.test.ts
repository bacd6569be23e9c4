import { launchBrowser } from '@portico/test'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { recordClicks } from './recordClicks'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

// Pages served by the test itself: a page whose button opens a pop-up, and a pop-up whose
// button closes it in its click, as the social login's callback page does.
const PAGES: Record<string, string> = {
  '/': `<button onclick="window.open('/popup', 'p', 'popup')">open</button>`,
  '/popup': '<button onclick="window.close()">pick</button>',
}

it('tells when a click reached a page, and a pop-up that closed itself in that click', async () => {
  const context = await browser.newContext()
  try {
    await context.route('http://127.0.0.1:9/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: PAGES[new URL(route.request().url()).pathname] ?? '',
      }),
    )
    const clicks = await recordClicks(context)
    const page = await context.newPage()
    await page.goto('http://127.0.0.1:9/')
    const before = Date.now()
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button').click(),
    ])
    const opened = await clicks.clickedAt(page)
    await popup.waitForLoadState()
    // The pop-up closes inside the click, so the driver may report the page closed before its
    // click action returns: that is the outcome expected here, any other error is not.
    const [, clickError] = await Promise.all([
      popup.waitForEvent('close'),
      popup
        .getByRole('button')
        .click()
        .then(
          () => undefined,
          (error: Error) => error,
        ),
    ])
    if (clickError && !/has been closed/.test(clickError.message)) throw clickError
    const picked = await clicks.clickedAt(popup)
    expect(popup.isClosed()).toBe(true)
    expect(opened).toBeGreaterThanOrEqual(before - 5)
    expect(picked).toBeGreaterThan(opened)
    expect(picked).toBeLessThanOrEqual(Date.now())
  } finally {
    await context.close()
  }
}, 60_000)
