import type { BrowserContextOptions } from 'playwright-core'

/**
 * A 390 × 844 iPhone in Safari: the phone the e2e files open the modal on (touch, mobile
 * viewport, the iOS user agent the kit's platform checks read).
 * @example
 * const { page } = await openDemo(browser(), { context: { ...PHONE, colorScheme: 'light' } })
 */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
}
