import type { Hex } from 'viem'
import { anvilAccounts } from '../devnet/testAccounts'
import { createTestWallet } from '../wallet/createTestWallet'
import { installEip1193Provider } from '../wallet/installEip1193Provider'
import type { TestWallet } from '../wallet/TestWallet'
import { testWalletInfo } from '../wallet/testWalletInfo'
import { toWalletResponseError } from '../wallet/WalletRpcError'
import type { WalletRequest } from '../wallet/walletTypes'
import { readBrowserWalletSettings, writeBrowserWalletSettings } from './browserWalletSettings'
import { createWalletPanel } from './createWalletPanel'

/**
 * Options of {@link installBrowserWallet}.
 * @example
 * const options: BrowserWalletOptions = { rpcUrls: { 31337: 'http://127.0.0.1:8545' }, autoApprove: true }
 */
export type BrowserWalletOptions = {
  /** RPC URL per chain id, e.g. `{ 31337: 'http://127.0.0.1:8545', 31338: 'http://127.0.0.1:8546' }`. */
  rpcUrls: Record<number, string>
  /** Display names per chain id. */
  chainNames?: Record<number, string>
  /** Signing key; anvil's account 0 (or the one picked in the panel) by default. */
  privateKey?: Hex
  /** Approve requests without asking (the panel's checkbox changes it later). Default false. */
  autoApprove?: boolean
  /** Draw the badge and confirm panel (default true); without it every request is approved. */
  panel?: boolean
}

/**
 * The installed in-page wallet.
 * @example
 * const { wallet, uninstall }: BrowserWallet = installBrowserWallet({ rpcUrls })
 */
export type BrowserWallet = { wallet: TestWallet; uninstall: () => void }

/**
 * Installs the Portico test wallet inside the page itself (no extension, no test runner): an
 * EIP-6963 wallet holding one of anvil's public test keys that talks straight to the devnet
 * RPCs, with a visible badge and a confirm panel. Remembers connection, network, account and
 * auto-approve across reloads. For development only: the keys are public.
 *
 * @example
 * const { installBrowserWallet } = await import('@portico/test/browserWallet')
 * installBrowserWallet({ rpcUrls: { 31337: 'http://127.0.0.1:8545', 31338: 'http://127.0.0.1:8546' } })
 */
export function installBrowserWallet(options: BrowserWalletOptions): BrowserWallet {
  const chains = Object.entries(options.rpcUrls).map(([id, rpcUrl]) => ({
    chainId: Number(id),
    rpcUrl,
    name: options.chainNames?.[Number(id)] ?? `Devnet ${id}`,
  }))
  const storage = typeof localStorage === 'undefined' ? undefined : localStorage
  const settings = readBrowserWalletSettings(storage, {
    authorized: false,
    chainId: chains[0]?.chainId ?? 31337,
    accountIndex: 0,
    autoApprove: options.autoApprove ?? false,
  })
  const keyOf = (index: number) =>
    options.privateKey ?? anvilAccounts[index]?.privateKey ?? anvilAccounts[0]!.privateKey
  const usePanel = options.panel ?? true
  let panel: ReturnType<typeof createWalletPanel> | undefined
  const wallet = createTestWallet({
    chains,
    ...(chains.some((chain) => chain.chainId === settings.chainId)
      ? { chainId: settings.chainId }
      : {}),
    privateKey: keyOf(settings.accountIndex),
    authorized: settings.authorized,
    approve: (request) => (settings.autoApprove || !panel ? true : panel.ask(request)),
  })
  const save = () => {
    settings.authorized = wallet.authorized
    settings.chainId = wallet.chainId
    writeBrowserWalletSettings(storage, settings)
    panel?.refresh()
  }
  const unsubscribe = wallet.subscribe(save)
  if (usePanel) {
    panel = createWalletPanel({
      wallet,
      autoApprove: settings.autoApprove,
      accountIndex: settings.accountIndex,
      onAutoApproveChange: (autoApprove) => {
        settings.autoApprove = autoApprove
        save()
      },
      onAccountChange: (index) => {
        settings.accountIndex = index
        wallet.setAccount(keyOf(index))
        save()
      },
    })
  }

  const bridge = `__porticoBrowserWallet_${crypto.randomUUID().replaceAll('-', '')}`
  const scope = window as unknown as Record<string, unknown>
  scope[bridge] = async (request: WalletRequest) => {
    try {
      return { ok: true, result: await wallet.request(request) }
    } catch (error) {
      return toWalletResponseError(error)
    }
  }
  const removeProvider = installEip1193Provider({
    bridge,
    info: { ...testWalletInfo, uuid: crypto.randomUUID() },
    windowEthereum: false,
  })
  const forward = wallet.subscribe((event) => {
    const emit = scope[`${bridge}Emit`]
    if (typeof emit === 'function') emit(event.type, event.payload)
  })
  return {
    wallet,
    uninstall: () => {
      forward()
      unsubscribe()
      removeProvider()
      panel?.remove()
      delete scope[bridge]
    },
  }
}
