import type { Wallet } from '@wallet-standard/base'

/**
 * The wallet registry of one simulated page, shaped like `getWallets()` of
 * `@wallet-standard/app` (`get`, `on('register' | 'unregister')`, `register`), without its global
 * window events: each test page gets its own.
 * @example
 * const wallets = createWalletRegistry()
 * wallets.register(testWallet)
 */
export function createWalletRegistry() {
  const registered = new Set<Wallet>()
  const listeners = {
    register: new Set<(...wallets: Wallet[]) => void>(),
    unregister: new Set<(...wallets: Wallet[]) => void>(),
  }
  return {
    get: (): readonly Wallet[] => [...registered],
    on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void) {
      listeners[event].add(listener)
      return () => {
        listeners[event].delete(listener)
      }
    },
    register(...wallets: Wallet[]) {
      const added = wallets.filter((wallet) => !registered.has(wallet))
      for (const wallet of added) registered.add(wallet)
      for (const listener of listeners.register) listener(...added)
      return () => {
        for (const wallet of added) registered.delete(wallet)
        for (const listener of listeners.unregister) listener(...added)
      }
    },
  }
}

/** A page's wallet registry. @example const wallets: WalletRegistry = createWalletRegistry() */
export type WalletRegistry = ReturnType<typeof createWalletRegistry>
