import type { Wallet } from '@wallet-standard/base'

/**
 * A wallet-standard feature of `wallet` by name, or undefined when the wallet lacks it.
 * @example
 * const events = walletFeature<EventsFeature>(wallet, 'standard:events')
 */
export function walletFeature<T>(wallet: Wallet, name: string): T | undefined {
  return wallet.features[name as `${string}:${string}`] as T | undefined
}
