import { anvilAccounts } from '@portico/test'
import type { Browser } from 'playwright-core'
import { inject } from 'vitest'
import { type DemoPage, openDemo } from '../setup/openDemo'

/**
 * The demo with sign-in on (`?siwx=1`, or `?siwxRequired=1` when `required`), the injected test
 * wallet signing as anvil account `accountIndex`, and the kit in `theme`
 * (a first visit to the demo follows the system colour scheme).
 * @example
 * const { page, wallet } = await openSiwxDemo(browser(), { accountIndex: 5 })
 */
export async function openSiwxDemo(
  browser: Browser,
  options: { accountIndex: number; required?: boolean; theme?: 'dark' | 'light' },
): Promise<DemoPage & { wallet: NonNullable<DemoPage['wallet']> }> {
  const stack = inject('stack')
  const privateKey = anvilAccounts[options.accountIndex]?.privateKey
  if (!privateKey) throw new Error(`no anvil account ${options.accountIndex}`)
  const theme = options.theme ?? 'dark'
  const demo = await openDemo(browser, {
    path: options.required ? '/?siwxRequired=1' : '/?siwx=1',
    context: { colorScheme: theme, reducedMotion: 'reduce' },
    wallet: {
      privateKey,
      chains: stack.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
    },
  })
  const { wallet } = demo
  if (!wallet) throw new Error('openSiwxDemo: no test wallet')
  await demo.page.getByTestId('portico-connect-button').waitFor()
  return { ...demo, wallet }
}
