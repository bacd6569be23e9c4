import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { createTestWallet } from '../wallet/createTestWallet'
import { installEip1193Provider } from '../wallet/installEip1193Provider'
import type { TestWallet, TestWalletOptions } from '../wallet/TestWallet'
import { testWalletInfo } from '../wallet/testWalletInfo'
import { toWalletResponseError } from '../wallet/WalletRpcError'
import type { WalletRequest } from '../wallet/walletTypes'

/**
 * Options of {@link installInjectedWallet}.
 * @example
 * const options: InjectedWalletOptions = { chains: [{ chainId: 31337, rpcUrl }], privateKey: anvilAccounts[7].privateKey }
 */
export type InjectedWalletOptions = TestWalletOptions & {
  /** Overrides of the EIP-6963 info, e.g. to install a second, different wallet. */
  info?: Partial<{ uuid: string; name: string; icon: string; rdns: string }>
  /** Also set `window.ethereum`. */
  windowEthereum?: boolean
}

/**
 * The controller of an injected test wallet: the {@link TestWallet} plus its page.
 * @example
 * const wallet: InjectedWallet = await installInjectedWallet(page, { chains })
 */
export type InjectedWallet = TestWallet & {
  page: Page
  info: { uuid: string; name: string; icon: string; rdns: string }
}

/**
 * Injects the Portico test wallet into `page` (and every document it loads from now on) as an
 * EIP-6963 + EIP-1193 provider. Requests are served here, in Node, by a {@link TestWallet}
 * signing with a viem local account; events reach the page as they happen. Call before
 * `page.goto`.
 *
 * @example
 * const wallet = await installInjectedWallet(page, { chains: stack.chains })
 * await page.goto(stack.urls.demo)
 * wallet.rejectNext('personal_sign')
 * wallet.switchChain(31338)
 */
export async function installInjectedWallet(
  page: Page,
  options: InjectedWalletOptions,
): Promise<InjectedWallet> {
  const wallet = createTestWallet(options)
  const info = { ...testWalletInfo, uuid: randomUUID(), ...options.info }
  // Unique per wallet so several can live in one page.
  const bridge = `__porticoTestWallet_${info.uuid.replaceAll('-', '')}`
  await page.exposeFunction(bridge, async (request: WalletRequest) => {
    try {
      return { ok: true, result: await wallet.request(request) }
    } catch (error) {
      return toWalletResponseError(error)
    }
  })
  const config = { bridge, info, windowEthereum: options.windowEthereum ?? false }
  // Bundlers may wrap named functions in a `__name` helper that the page lacks: define it.
  await page.addInitScript(
    `var __name = (target) => target;\n(${installEip1193Provider.toString()})(${JSON.stringify(config)})`,
  )
  wallet.subscribe((event) => {
    page
      .evaluate(
        ([name, type, payload]) => {
          const emit = (window as unknown as Record<string, unknown>)[`${name}Emit`]
          if (typeof emit === 'function') emit(type, payload)
        },
        [bridge, event.type, event.payload] as const,
      )
      // A page that is navigating or closed has no listeners left to tell.
      .catch(() => {})
  })
  return Object.assign(wallet, { page, info })
}
