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
  // Playwright turns third-party storage partitioning off (its issue 32230), so in its
  // incognito-like contexts a cross-site iframe gets no storage at all ('Access is denied for
  // this document'), where Chrome, Firefox and Safari give it partitioned storage. The wallet
  // frame on localhost, inside pages on 127.0.0.1, is such an iframe. Chromium reads only the
  // last --disable-features: Playwright's own list, without ThirdPartyStoragePartitioning. Only
  // its disabled ones: CDPScreenshotNewSurface, which it enables, is what lets a page behind a
  // pop-up be screenshot.
  `--disable-features=${[
    'AvoidUnnecessaryBeforeUnloadCheckSync',
    'DestroyProfileOnBrowserClose',
    'HttpsUpgrades',
    'HttpsFirstBalancedModeAutoEnable',
    'LensOverlay',
    'MediaRouter',
    'PaintHolding',
    'AvoidCorsURLLoaderRestartOnRedirect',
    'TcpPortRandomizationWin',
    'OptimizationHints',
    'NetworkTimeServiceQuerying',
    'AimEnabled',
    'PreconnectToSearch',
  ].join(',')}`,
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
