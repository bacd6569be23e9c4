import type { Browser } from 'playwright-core'
import { openConnectView } from './openConnectView'
import { recordRequests } from './recordRequests'
import type { StepTiming } from './StepTiming'
import { socialButton } from './socialButton'

/**
 * Times Sign In With Farcaster's first step in a fresh profile: the click on Farcaster in the
 * Connect view → the QR code to scan shown (ConnectingFarcaster with the frame's sign-in link).
 * @example
 * const { ms } = await measureFarcasterStep(browser, stack.urls.demo)
 */
export async function measureFarcasterStep(browser: Browser, demoUrl: string): Promise<StepTiming> {
  const { page, context, close } = await openConnectView(browser, demoUrl)
  try {
    const requests = recordRequests(context)
    const button = await socialButton(page, 'farcaster')
    const start = Date.now()
    await button.click()
    await page.getByTestId('portico-farcaster-qr').waitFor({ timeout: 60_000 })
    return { ms: Date.now() - start, requests: requests.since(start) }
  } finally {
    await close()
  }
}
