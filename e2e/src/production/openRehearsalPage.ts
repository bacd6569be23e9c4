import { type InjectedWallet, installInjectedWallet, type TestPage } from '@portico/test'
import type { Browser } from 'playwright-core'
import { inject } from 'vitest'
import type { Rehearsal } from './startRehearsal'

const allowedHost = (hostname: string) =>
  hostname === '127.0.0.1' || hostname === 'localhost' || hostname.endsWith('.portico.test')

/**
 * The rehearsal's demo at `path` over https in a fresh context, with the injected test wallet
 * signing as `privateKey` when given. Any request to a host other than loopback and the
 * rehearsal's names is aborted and listed in `blocked`.
 * @example
 * const { page, wallet, close } = await openRehearsalPage(browser, rehearsal, '/?siwx=1', { privateKey })
 */
export async function openRehearsalPage(
  browser: Browser,
  rehearsal: Rehearsal,
  path: string,
  wallet?: { privateKey: `0x${string}` },
): Promise<TestPage & { wallet: InjectedWallet | undefined }> {
  const stack = inject('stack')
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    colorScheme: 'dark',
    reducedMotion: 'reduce',
  })
  const blocked: string[] = []
  const errors: string[] = []
  await context.route(
    (url) => !['data:', 'blob:'].includes(url.protocol) && !allowedHost(url.hostname),
    (route) => {
      blocked.push(route.request().url())
      return route.abort('blockedbyclient')
    },
  )
  const page = await context.newPage()
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`))
  const injected = wallet
    ? await installInjectedWallet(page, {
        privateKey: wallet.privateKey,
        chains: stack.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
      })
    : undefined
  await page.goto(new URL(path, rehearsal.urls.app).href)
  return { page, context, blocked, errors, wallet: injected, close: () => context.close() }
}
