import type { Wallet } from '@wallet-standard/base'

/**
 * Resolves the wallet a registry lists under `name` (filtered by `accept`), waiting up to
 * `timeoutMs` for it to register — a wallet extension may register after the page's scripts —
 * or undefined.
 * @example
 * const wallet = await waitForWallet(registry, 'Xverse', 1_000)
 */
export function waitForWallet(
  registry: {
    get(): readonly Wallet[]
    on(event: 'register', listener: (...wallets: Wallet[]) => void): () => void
  },
  name: string,
  timeoutMs: number,
  accept: (wallet: Wallet) => boolean = () => true,
): Promise<Wallet | undefined> {
  const find = () => registry.get().find((wallet) => wallet.name === name && accept(wallet))
  return new Promise((resolve) => {
    const found = find()
    if (found) return resolve(found)
    const finish = (wallet: Wallet | undefined) => {
      clearTimeout(timer)
      off()
      resolve(wallet)
    }
    const timer = setTimeout(() => finish(undefined), timeoutMs)
    const off = registry.on('register', () => {
      const wallet = find()
      if (wallet) finish(wallet)
    })
  })
}
