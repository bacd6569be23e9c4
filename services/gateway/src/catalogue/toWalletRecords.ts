import type { WalletRecord } from '@portico/common/schemas/api'
import type { CatalogueEntry } from './catalogueEntrySchema'

/**
 * Turns catalogue entries into the records /getWallets answers with. EVM wallets can add any
 * custom network, so when `extraEvmChains` is given they list the gateway's own EVM chains too:
 * clients keep only wallets whose `chains` name a requested network.
 * @example
 * const records = toWalletRecords(entries, ['eip155:31337'])
 */
export function toWalletRecords(
  entries: readonly CatalogueEntry[],
  extraEvmChains: readonly string[] = [],
): WalletRecord[] {
  return entries.map((entry, index) => {
    const isEvm = entry.chains.some((chain) => chain.startsWith('eip155:'))
    const chains = isEvm
      ? [...entry.chains, ...extraEvmChains.filter((c) => !entry.chains.includes(c))]
      : [...entry.chains]
    return {
      id: entry.id,
      name: entry.name,
      image_id: entry.id,
      rdns: entry.rdns,
      chains,
      homepage: entry.homepage,
      mobile_link: entry.mobile_link,
      desktop_link: entry.desktop_link,
      webapp_link: entry.webapp_link,
      app_store: entry.app_store,
      play_store: entry.play_store,
      chrome_store: entry.chrome_store,
      badge_type: entry.badge_type,
      supports_wc: entry.supports_wc,
      supports_wcpay: false,
      // Clients read `injected` as provider flags (e.g. window.ethereum.isMetaMask); the
      // catalogue keeps no such flags, and EIP-6963 matching goes through `rdns`.
      injected: null,
      order: index + 1,
    }
  })
}
