import type { Browser, CDPSession } from 'playwright-core'
import { buttonCentre } from './buttonCentre'
import { inPageSource } from './inPageSource'
import { type KitUi, PORTICO_UI } from './kitUi'
import { measureClick } from './measureClick'
import { pageProbe } from './pageProbe'
import { retainedByScript, startHeapSampling } from './retainedByScript'
import { waitInPage } from './waitInPage'

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
  /**
   * JS files fetched after the button was enabled and before the pointer reached it (kit page):
   * the client starting (its adapters, a stored session), which the page needs unopened too.
   */
  startupScripts?: string[]
  /**
   * JS files fetched from the moment the pointer reached the button until the click (kit page):
   * what the modal's prefetch costs a visitor who then opens it.
   */
  prefetchScripts?: string[]
  /**
   * With `idleMs`: JS files fetched after the button was enabled and until `idleMs` after the
   * load event, nobody touching the page.
   */
  idleScripts?: string[]
  /**
   * With `open` and `sampleHeap`: the bytes still alive after opening (after GC) that the
   * modal's prefetch, start and opening allocated, by the path of the script that allocated them.
   */
  retainedByScript?: Map<string, number>
  /** With `open`: every JS file the page fetched before the click, its first load included. */
  scriptsBeforeClick?: string[]
}

/**
 * Loads `url` in a fresh browser context (empty cache) of a browser launched with
 * `LOOPBACK_ONLY` (nothing but 127.0.0.1 resolves), and measures it. With `open`, moves the
 * pointer over the connect button (the visitor reaching for it, which starts the modal's
 * prefetch), waits for the modal chunk, then times a click on the button until the wallet list
 * shows. With `idleMs` (and no `open`), leaves the page alone that long after its load event and
 * lists the JS it fetched after the button was enabled. With `open` and `sampleHeap`, samples the
 * heap from the moment the pointer reaches the button and lists what stays alive by script.
 * `ui` says where the kit's button and wallet list are (Portico's by default).
 * @example
 * const run = await measurePage(browser, site.url, { open: true })
 */
export async function measurePage(
  browser: Browser,
  url: string,
  {
    open,
    idleMs,
    sampleHeap,
    ui = PORTICO_UI,
  }: { open: boolean; idleMs?: number; sampleHeap?: boolean; ui?: KitUi },
): Promise<PageRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    await context.addInitScript({ content: inPageSource(pageProbe, ui.button) })
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'load' })
    await waitInPage(page, 'window.__bench.buttonEnabledAt !== undefined')
    const { buttonEnabledMs, initialScripts } = await page.evaluate(() => {
      const at = (window as unknown as Probe).__bench.buttonEnabledAt ?? 0
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && entry.startTime <= at)
        .map((entry) => new URL(entry.name).pathname)
      return { buttonEnabledMs: at, initialScripts: scripts }
    })
    const scriptsSince = (at: number) =>
      page.evaluate((since) => {
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js') && entry.startTime > since)
          .map((entry) => new URL(entry.name).pathname)
      }, at)
    const now = () => page.evaluate(() => performance.now())
    let clickToListMs: number | undefined
    let startupScripts: string[] | undefined
    let prefetchScripts: string[] | undefined
    let idleScripts: string[] | undefined
    let retained: Map<string, number> | undefined
    let scriptsBeforeClick: string[] | undefined
    let session: CDPSession | undefined
    const cdpOf = async () => {
      session ??= await context.newCDPSession(page)
      return session
    }
    if (!open && idleMs !== undefined) {
      // The page's first `idleMs` after its load event.
      const loaded = await page.evaluate(
        () =>
          (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
            .loadEventEnd,
      )
      await page.waitForTimeout(Math.max(0, loaded + idleMs - (await now())))
      idleScripts = await scriptsSince(buttonEnabledMs)
    }
    if (open) {
      // The client finishes starting before the visitor reaches for the button.
      await page.waitForLoadState('networkidle')
      const reached = await now()
      startupScripts = await scriptsSince(buttonEnabledMs)
      if (sampleHeap) await startHeapSampling(await cdpOf())
      // The mouse, not a locator: a locator loads Playwright's own script (300-odd KiB, in an
      // isolated world on the page's heap), which the kit-less page never gets, and the heap
      // after opening would count it as the kit's.
      const centre = (await page.evaluate(inPageSource(buttonCentre, ui.button))) as {
        x: number
        y: number
      }
      await page.mouse.move(centre.x, centre.y)
      if (ui.modalChunk) {
        const chunk = JSON.stringify(ui.modalChunk.source)
        await waitInPage(
          page,
          `performance.getEntriesByType('resource').some((entry) => new RegExp(${chunk}).test(entry.name) && entry.responseEnd > 0)`,
        )
      }
      // Let the client finish starting (its adapter loads lazily) and the prefetched modal
      // mount closed before the click.
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(500)
      prefetchScripts = await scriptsSince(reached)
      scriptsBeforeClick = await scriptsSince(-1)
      clickToListMs = (await page.evaluate(
        inPageSource(measureClick, { button: ui.button, walletEntry: ui.walletEntry }),
      )) as number
      await page.waitForTimeout(300)
      if (sampleHeap) retained = await retainedByScript(await cdpOf())
    }
    const cdp = await cdpOf()
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    return {
      buttonEnabledMs,
      initialScripts,
      ...(clickToListMs === undefined ? {} : { clickToListMs }),
      ...(startupScripts && { startupScripts }),
      ...(prefetchScripts && { prefetchScripts }),
      ...(idleScripts && { idleScripts }),
      ...(retained && { retainedByScript: retained }),
      ...(scriptsBeforeClick && { scriptsBeforeClick }),
      heapBytes: usedSize,
    }
  } finally {
    await context.close()
  }
}

type Probe = { __bench: { buttonEnabledAt?: number } }
