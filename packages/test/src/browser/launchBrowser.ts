import { type Browser, chromium, type LaunchOptions } from 'playwright-core'

/**
 * The system Chromium; no browser is ever downloaded.
 * @example
 * chromium.launch({ executablePath: chromiumPath })
 */
export const chromiumPath = '/usr/bin/chromium'

/**
 * Flags for a quiet, loopback-only headless Chromium.
 * @example
 * chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] })
 */
export const chromiumArgs: readonly string[] = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
]

/**
 * Launches Debian's Chromium (`/usr/bin/chromium`) headless through playwright-core.
 *
 * @example
 * const browser = await launchBrowser()
 * const { page } = await newPage(browser)
 * await browser.close()
 */
export function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    ...options,
    args: [...chromiumArgs, ...(options.args ?? [])],
  })
}
