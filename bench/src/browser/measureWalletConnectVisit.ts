import type { BrowserContext } from 'playwright-core'
import { inPageSource } from './inPageSource'
import { measureClickToQr } from './measureClickToQr'

/**
 * How the visitor moves: `hurried` clicks the connect button the moment it is enabled (before
 * any idle-time prefetch), `settled` once the page has been idle for a while: past the kit's
 * idle-time prefetch of the modal (5 s of idle time after the load) and what the closed modal
 * then gets ready.
 * @example
 * const pace: VisitPace = 'hurried'
 */
export type VisitPace = 'hurried' | 'settled'

/**
 * One visit of the WalletConnect bench page in `context` (whose HTTP cache and storage decide
 * whether it is a first or a repeat visit): Connect → WalletConnect, timed from the click on
 * WalletConnect until the pairing QR code is painted. Checks the code carries a pairing uri.
 * @example
 * const ms = await measureWalletConnectVisit(context, `${site.url}?relay=${relay.url}`, 'hurried')
 */
export async function measureWalletConnectVisit(
  context: BrowserContext,
  url: string,
  pace: VisitPace,
): Promise<number> {
  const page = await context.newPage()
  try {
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('portico-kit')).some((host) => {
        const button = host.shadowRoot?.querySelector('[data-testid="portico-connect-button"]')
        return button instanceof HTMLButtonElement && !button.disabled
      }),
    )
    if (pace === 'settled') {
      await page.waitForFunction(
        () =>
          performance
            .getEntriesByType('resource')
            .some((entry) => /\/Modal-[^/]*\.js$/.test(entry.name)),
        undefined,
        { timeout: 20_000 },
      )
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(1000)
    }
    const { clickToQrMs, uri } = (await page.evaluate(inPageSource(measureClickToQr))) as {
      clickToQrMs: number
      uri: string
    }
    if (!/^wc:[0-9a-f]{64}@2\?/.test(uri)) throw new Error(`not a pairing uri: ${uri}`)
    return clickToQrMs
  } finally {
    await page.close()
  }
}
