import type { BrowserContext, Page } from 'playwright-core'

/**
 * When a page's last click reached it (epoch ms, from the event's own time stamp).
 * @example
 * const start = await clicks.clickedAt(page)
 */
export type ClickTimes = { clickedAt: (page: Page) => Promise<number> }

/**
 * Makes every page of the profile (pop-ups too) report when a click reaches it: a step timed
 * from there leaves out the driver's checks before it clicks, which on a loaded machine take
 * longer than some steps. Reported as it happens, so a pop-up that closes itself right after
 * the click still told. Top-level documents only: the wallet frame runs nothing of the bench's.
 * @example
 * const clicks = await recordClicks(context)
 * await button.click()
 * const start = await clicks.clickedAt(page)
 */
export async function recordClicks(context: BrowserContext): Promise<ClickTimes> {
  const last = new Map<Page, number>()
  await context.exposeBinding('__benchClicked', ({ page }, at: number) => {
    last.set(page, at)
  })
  await context.addInitScript({
    content:
      "if (window.top === window) addEventListener('click', (event) => { window.__benchClicked(performance.timeOrigin + event.timeStamp) }, { capture: true })",
  })
  return {
    async clickedAt(page) {
      const deadline = Date.now() + 5_000
      while (!last.has(page)) {
        if (Date.now() > deadline) throw new Error('clickedAt: the page reported no click')
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
      return last.get(page) as number
    },
  }
}
