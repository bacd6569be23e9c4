import type { Browser } from 'playwright-core'
import { inConnectView } from './inConnectView'
import type { StepTiming } from './StepTiming'
import { socialButton } from './socialButton'

/**
 * Times Sign In With Farcaster's first step in a fresh profile: the click on Farcaster in the
 * Connect view → the QR code to scan shown (ConnectingFarcaster with the frame's sign-in link).
 * @example
 * const { ms } = await measureFarcasterStep(browser, stack.urls.demo)
 */
export function measureFarcasterStep(browser: Browser, demoUrl: string): Promise<StepTiming> {
  return inConnectView(browser, demoUrl, async ({ page, timeClick }) => {
    const button = await socialButton(page, 'farcaster')
    return timeClick(
      () => button.click(),
      () => page.getByTestId('portico-farcaster-qr').waitFor({ timeout: 60_000 }),
    )
  })
}
