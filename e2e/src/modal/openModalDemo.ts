import { anvilAccounts } from '@portico/test'
import type { Browser } from 'playwright-core'
import { inject } from 'vitest'
import { type DemoPage, openDemo } from '../setup/openDemo'

/** A chain the site does not list, for the UnsupportedChain flow (switch only, no RPC). */
export const UNLISTED_CHAIN_ID = 999

/**
 * The demo with the injected test wallet signing as anvil account `accountIndex` (this file's
 * own accounts, so parallel suites never share balances), the connect button rendered, and
 * the kit in `theme` (a first visit to the demo follows the system colour scheme).
 * @example
 * const { page, wallet } = await openModalDemo(browser(), { accountIndex: 7 })
 */
export async function openModalDemo(
  browser: Browser,
  { accountIndex, theme = 'dark' }: { accountIndex: number; theme?: 'dark' | 'light' },
): Promise<DemoPage & { wallet: NonNullable<DemoPage['wallet']> }> {
  const stack = inject('stack')
  const privateKey = anvilAccounts[accountIndex]?.privateKey
  if (!privateKey) throw new Error(`no anvil account ${accountIndex}`)
  const demo = await openDemo(browser, {
    context: { colorScheme: theme, reducedMotion: 'reduce' },
    wallet: {
      privateKey,
      chains: [
        ...stack.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
        { chainId: UNLISTED_CHAIN_ID, name: 'Unlisted chain' },
      ],
    },
  })
  const { wallet } = demo
  if (!wallet) throw new Error('openModalDemo: no test wallet')
  await demo.page.getByTestId('portico-connect-button').waitFor()
  return { ...demo, wallet }
}
