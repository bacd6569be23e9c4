import { launchBrowser } from '@portico/test'
import type { Browser } from 'playwright-core'
import { LOOPBACK_ONLY } from './loopbackOnly'

/**
 * Starts the headless Chromium a suite measures in, reaching loopback addresses only, and
 * pushes its close onto the suite's `stops` (see `withWorkDir`).
 * @example
 * const browser = await launchUntilStopped(stops)
 */
export async function launchUntilStopped(stops: Array<() => Promise<void>>): Promise<Browser> {
  const browser = await launchBrowser({ args: [LOOPBACK_ONLY] })
  stops.push(() => browser.close())
  return browser
}
