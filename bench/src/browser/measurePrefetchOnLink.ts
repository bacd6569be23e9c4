import type { Browser } from 'playwright-core'
import { buttonCentre } from './buttonCentre'
import { inPageSource } from './inPageSource'
import { PORTICO_UI } from './kitUi'
import { pageProbe } from './pageProbe'

/** A mobile link as Chromium's network emulation describes it. */
export type LinkProfile = {
  name: string
  /** Added to every request, ms. */
  latencyMs: number
  /** Bytes per second each way. */
  downloadBytesPerSecond: number
  uploadBytesPerSecond: number
}

/** DevTools' "Slow 4G" preset: 150 ms, 1.6 Mbit/s down, 750 kbit/s up (90 % of each). */
export const SLOW_4G: LinkProfile = {
  name: 'slow 4G',
  latencyMs: 150,
  downloadBytesPerSecond: (1.6e6 * 0.9) / 8,
  uploadBytesPerSecond: (750e3 * 0.9) / 8,
}

/** What the modal's prefetch cost on one page load over an emulated link. */
export type LinkPrefetch = {
  /** JS files fetched from the pointer reaching the button until nothing more came. */
  files: number
  /** Their bytes on the wire (compressed, headers included). */
  bytes: number
  /** Pointer on the button → the last of them received, ms. */
  ms: number
}

/**
 * Loads `url` (a Portico page) in a fresh context over the emulated `link`, waits for the
 * enabled button and a quiet network, moves the mouse onto the button (the visitor's intent,
 * which starts the modal's prefetch) and waits for the requests that starts, until none has been
 * in flight for `quietMs`. Reports the files, their bytes on the wire and the time until the last arrived:
 * what a visitor on that link waits for between reaching for the button and a modal that opens
 * in one frame. Needs an HTTPS `url` to ignore certificate errors on (see `serveStatic`'s
 * `http2`), or plain HTTP.
 * @example
 * const run = await measurePrefetchOnLink(browser, site.url, SLOW_4G)
 */
export async function measurePrefetchOnLink(
  browser: Browser,
  url: string,
  link: LinkProfile,
  { quietMs = 1_000 }: { quietMs?: number } = {},
): Promise<LinkPrefetch> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    ignoreHTTPSErrors: true,
  })
  try {
    await context.addInitScript({ content: inPageSource(pageProbe, PORTICO_UI.button) })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    const inFlight = new Set<string>()
    let lastActivity = Date.now()
    const settle = (event: { requestId: string }) => {
      inFlight.delete(event.requestId)
      lastActivity = Date.now()
    }
    cdp.on('Network.requestWillBeSent', (event: { requestId: string }) => {
      inFlight.add(event.requestId)
      lastActivity = Date.now()
    })
    cdp.on('Network.loadingFinished', settle)
    cdp.on('Network.loadingFailed', settle)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: link.latencyMs,
      downloadThroughput: link.downloadBytesPerSecond,
      uploadThroughput: link.uploadBytesPerSecond,
    })
    /** Until a request started after `since` and then none has been in flight for `quietMs`. */
    const quiet = async (since = 0) => {
      while (lastActivity <= since || inFlight.size > 0 || Date.now() - lastActivity < quietMs) {
        await page.waitForTimeout(100)
      }
    }
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    await page.waitForFunction(
      () =>
        (window as unknown as { __bench: { buttonEnabledAt?: number } }).__bench.buttonEnabledAt !==
        undefined,
      undefined,
      { timeout: 60_000 },
    )
    await quiet()
    const reached = (await page.evaluate('performance.now()')) as number
    const centre = (await page.evaluate(inPageSource(buttonCentre, PORTICO_UI.button))) as {
      x: number
      y: number
    }
    const moved = Date.now()
    await page.mouse.move(centre.x, centre.y)
    await quiet(moved)
    return (await page.evaluate(
      `(() => {
        const since = ${reached}
        const scripts = performance.getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js') && entry.startTime > since)
        return {
          files: scripts.length,
          bytes: scripts.reduce((sum, entry) => sum + entry.transferSize, 0),
          ms: Math.max(0, ...scripts.map((entry) => entry.responseEnd - since)),
        }
      })()`,
    )) as LinkPrefetch
  } finally {
    await context.close()
  }
}
