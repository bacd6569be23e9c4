import { launchBrowser } from '@portico/test'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'

/**
 * Launches one Chromium for the calling test file (closed after it) and returns a getter.
 *
 * @example
 * const browser = useBrowser()
 * it('…', async () => { const { page } = await openDemo(browser()) })
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error('useBrowser(): the browser is only there inside tests')
    return browser
  }
}
