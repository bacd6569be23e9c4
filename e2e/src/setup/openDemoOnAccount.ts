import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { expect } from 'vitest'
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

/**
 * The demo on the Account view in `theme` (`context` adds to it), once the four wallet features
 * show in the spec's §1 order: where the Buy and Swap flows start.
 * @example
 * const demo = await openDemoWithAllFeatures(browser(), { privateKey, theme: 'dark', context: PHONE })
 */
export async function openDemoWithAllFeatures(
  browser: Browser,
  {
    privateKey,
    theme,
    context = {},
  }: { privateKey: `0x${string}`; theme: 'dark' | 'light'; context?: BrowserContextOptions },
): Promise<DemoPage> {
  const demo = await openDemoOnAccount(browser, {
    privateKey,
    context: { colorScheme: theme, ...context },
  })
  // Swap joins the features once core knows the devnet's swaps; Buy leads them.
  await expect.poll(() => walletFeatures(demo.page)).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
  return demo
}
