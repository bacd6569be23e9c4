import type { StackInfo } from '@portico/scripts'
import {
  type InjectedWallet,
  type InjectedWalletOptions,
  installInjectedWallet,
} from '@portico/test'
import type { Page } from 'playwright-core'

/**
 * Installs the injected test wallet in `page` on the stack's devnets (starting on the first);
 * `options` add to or override that.
 * @example
 * const wallet = await installStackWallet(page, inject('stack'))
 */
export function installStackWallet(
  page: Page,
  stack: StackInfo,
  options: Partial<InjectedWalletOptions> = {},
): Promise<InjectedWallet> {
  return installInjectedWallet(page, {
    chains: stack.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
    ...options,
  })
}
