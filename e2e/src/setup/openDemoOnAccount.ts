import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { connectTestWallet, openAccount } from './connectTestWallet'
import { type DemoPage, openDemo } from './openDemo'

/**
 * The demo with the injected test wallet as `privateKey`, connected and on the Account view, in
 * a fresh context without animations (`context` adds to it).
 * @example
 * const { page, close } = await openDemoOnAccount(browser(), { privateKey, context: { colorScheme: 'light' } })
 */
export async function openDemoOnAccount(
  browser: Browser,
  { privateKey, context = {} }: { privateKey: `0x${string}`; context?: BrowserContextOptions },
): Promise<DemoPage> {
  const demo = await openDemo(browser, {
    context: { reducedMotion: 'reduce', ...context },
    wallet: { privateKey },
  })
  await connectTestWallet(demo.page)
  await openAccount(demo.page)
  return demo
}

/**
 * The names on the Account view's wallet feature buttons, in their order.
 * @example
 * await expect.poll(() => walletFeatures(page)).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
 */
export function walletFeatures(page: Page): Promise<(string | null)[]> {
  return page
    .locator('[data-testid^="portico-wallet-feature-"]')
    .evaluateAll((els) => els.map((el) => el.textContent))
}
