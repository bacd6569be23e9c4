import type { Browser } from 'playwright-core'
import { inPageSource } from './inPageSource'
import { measureClick } from './measureClick'
import { pageProbe } from './pageProbe'

/**
 * What one fresh page load measured.
 * @example
 * const run: PageRun = await measurePage(browser, url, { open: true })
 */
export type PageRun = {
  /** Navigation start → the connect button exists and is enabled. */
  buttonEnabledMs: number
  /** Paths of the JS files fetched up to that moment. */
  initialScripts: string[]
  /** Click → modal visible with its wallet list (kit page only). */
  clickToListMs?: number
  /** Used JS heap after a garbage collection (after opening the modal on the kit page). */
  heapBytes: number
}

/**
 * Loads `url` in a fresh browser context (empty cache) of a browser launched with
 * `LOOPBACK_ONLY` (nothing but 127.0.0.1 resolves), and measures it. With `open`, waits for the
 * idle prefetch of the modal chunk, then times a click on the connect button until the wallet
 * list shows.
 * @example
 * const run = await measurePage(browser, site.url, { open: true })
 */
export async function measurePage(
  browser: Browser,
  url: string,
  { open }: { open: boolean },
): Promise<PageRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    await context.addInitScript({ content: inPageSource(pageProbe) })
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForFunction(
      () => (window as unknown as Probe).__bench.buttonEnabledAt !== undefined,
    )
    const { buttonEnabledMs, initialScripts } = await page.evaluate(() => {
      const at = (window as unknown as Probe).__bench.buttonEnabledAt ?? 0
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && entry.startTime <= at)
        .map((entry) => new URL(entry.name).pathname)
      return { buttonEnabledMs: at, initialScripts: scripts }
    })
    let clickToListMs: number | undefined
    if (open) {
      await page.waitForFunction(() =>
        performance
          .getEntriesByType('resource')
          .some(
            (entry) =>
              /\/Modal-[^/]*\.js$/.test(entry.name) &&
              (entry as PerformanceResourceTiming).responseEnd > 0,
          ),
      )
      // Let the client finish starting (its adapter loads lazily) and the prefetched modal
      // mount closed before the click.
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(500)
      clickToListMs = (await page.evaluate(inPageSource(measureClick))) as number
      await page.waitForTimeout(300)
    }
    const cdp = await context.newCDPSession(page)
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    return {
      buttonEnabledMs,
      initialScripts,
      ...(clickToListMs === undefined ? {} : { clickToListMs }),
      heapBytes: usedSize,
    }
  } finally {
    await context.close()
  }
}

type Probe = { __bench: { buttonEnabledAt?: number } }
