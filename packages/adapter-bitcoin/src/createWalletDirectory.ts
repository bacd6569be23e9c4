import type { Wallet } from '@wallet-standard/base'
import { BITCOIN_CONNECT } from './bitcoinFeatures'
import {
  type SatsConnectProviderInfo,
  type SatsConnectRequester,
  satsConnectWallet,
} from './satsConnectWallet'

/**
 * Whether a wallet-standard wallet is a Bitcoin wallet: it has `bitcoin:connect` and a Bitcoin
 * chain.
 * @example
 * registry.get().filter(isBitcoinWallet)
 */
export function isBitcoinWallet(wallet: Wallet): boolean {
  return (
    BITCOIN_CONNECT in wallet.features &&
    wallet.chains.some((chain) => /^(bitcoin|bip122):/.test(chain))
  )
}

/**
 * Options of {@link createWalletDirectory}.
 * @example
 * createWalletDirectory({ registry, satsConnect: undefined, chains: ['bitcoin:mainnet'] })
 */
export type WalletDirectoryOptions = {
  registry: {
    get(): readonly Wallet[]
    on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void
  }
  satsConnect:
    | false
    | {
        providers?: () => readonly SatsConnectProviderInfo[]
        load?: () => Promise<SatsConnectRequester>
      }
    | undefined
  /** The wallet chain identifiers of the app's networks (what sats-connect wallets may serve). */
  chains: readonly string[]
}

/**
 * The Bitcoin wallets of a page: the wallet-standard registry's, and — once `loadSatsConnect`
 * has run — the sats-connect wallets of `window.btc_providers` that no wallet-standard wallet
 * already stands for (by name), seen through the same features (satsConnectWallet).
 * @example
 * const directory = createWalletDirectory({ registry: getWallets(), satsConnect: undefined, chains })
 * directory.on('register', refresh)
 * await directory.loadSatsConnect()
 */
export function createWalletDirectory(options: WalletDirectoryOptions) {
  const bridged: Wallet[] = []
  const listeners = new Set<() => void>()
  const all = () => [...options.registry.get(), ...bridged]
  return {
    get: (): Wallet[] => all().filter(isBitcoinWallet),
    on(event: 'register' | 'unregister', listener: () => void) {
      const off = options.registry.on(event, listener)
      if (event === 'register') listeners.add(listener)
      return () => {
        off()
        listeners.delete(listener)
      }
    },
    /** Loads sats-connect when the page lists wallets for it; resolves once they are added. */
    async loadSatsConnect(): Promise<void> {
      const settings = options.satsConnect
      if (settings === false) return
      const page = (globalThis as { window?: { btc_providers?: SatsConnectProviderInfo[] } }).window
      const providers = settings?.providers?.() ?? page?.btc_providers ?? []
      if (providers.length === 0) return
      const load = settings?.load ?? (() => import('sats-connect') as Promise<SatsConnectRequester>)
      const satsConnect = await load()
      for (const provider of providers) {
        if (all().some((wallet) => wallet.name === provider.name)) continue
        bridged.push(satsConnectWallet(provider, satsConnect, options.chains))
      }
      for (const listener of listeners) listener()
    },
  }
}

/** A page's Bitcoin wallets. @example const directory: WalletDirectory = createWalletDirectory(options) */
export type WalletDirectory = ReturnType<typeof createWalletDirectory>
