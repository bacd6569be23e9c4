import {
  type InjectedWallet,
  type InjectedWalletOptions,
  type NewPageOptions,
  newPage,
  type TestPage,
} from '@portico/test'
import type { Browser } from 'playwright-core'
import { inject } from 'vitest'
import { installStackWallet } from './installStackWallet'
import './providedContext'

/**
 * Options of {@link openDemo}.
 * @example
 * const options: OpenDemoOptions = { path: '/?theme=light', wallet: { privateKey } }
 */
export type OpenDemoOptions = NewPageOptions & {
  /** Path and query after the demo's origin, e.g. `/?theme=light`. */
  path?: string
  /** Inject the test wallet (default true); options override the stack's devnets. */
  wallet?: boolean | Partial<InjectedWalletOptions>
}

/**
 * A demo page, its injected test wallet, and every finished request's URL.
 * @example
 * const { page, wallet, requests }: DemoPage = await openDemo(browser())
 */
export type DemoPage = TestPage & { wallet: InjectedWallet | undefined; requests: string[] }

/**
 * Opens the stack's demo site in a fresh context with every non-local request blocked and, by
 * default, the injected test wallet on the stack's devnets (starting on chain 31337).
 *
 * @example
 * const { page, wallet, blocked } = await openDemo(browser(), { path: '/' })
 * wallet?.rejectNext('personal_sign')
 */
export async function openDemo(browser: Browser, options: OpenDemoOptions = {}): Promise<DemoPage> {
  const stack = inject('stack')
  if (!stack.urls.demo) throw new Error('openDemo: the e2e stack runs without the demo app')
  const opened = await newPage(browser, options)
  const requests: string[] = []
  opened.page.on('requestfinished', (request) => requests.push(request.url()))
  const walletOptions = typeof options.wallet === 'object' ? options.wallet : {}
  const wallet =
    options.wallet === false
      ? undefined
      : await installStackWallet(opened.page, stack, walletOptions)
  await opened.page.goto(new URL(options.path ?? '/', stack.urls.demo).href)
  return { ...opened, wallet, requests }
}
