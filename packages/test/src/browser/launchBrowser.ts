import { type Browser, chromium, type LaunchOptions } from 'playwright-core'

/** The system Chromium; no browser is ever downloaded. */
export const chromiumPath = '/usr/bin/chromium'

/** Flags for a quiet, loopback-only headless Chromium. */
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
