import type { WalletCatalogueEntry } from '@portico/common'

/**
 * Catalogue ids of the two wallets kept on mobile without a `mobile_link` or `webapp_link`
 * (spec §5): Coinbase Wallet and Solflare open any dapp through a universal "browse" link of
 * their own (go.cb-w.com/dapp, solflare.com/ul/v1/browse), so they work from a phone even when
 * the catalogue record lists no deep link.
 * @example
 * MOBILE_DEEPLINK_WALLET_IDS.includes('solflare') // true
 */
export const MOBILE_DEEPLINK_WALLET_IDS: readonly string[] = ['coinbase-wallet', 'solflare']

/**
 * The wallets usable from a phone (spec §5): those with a `mobile_link` or `webapp_link`, plus
 * {@link MOBILE_DEEPLINK_WALLET_IDS}.
 * @example
 * filterMobileWallets(page.data).every((w) => w.mobile_link || w.webapp_link || MOBILE_DEEPLINK_WALLET_IDS.includes(w.id))
 */
export function filterMobileWallets(
  wallets: readonly WalletCatalogueEntry[],
): WalletCatalogueEntry[] {
  return wallets.filter(
    (wallet) =>
      Boolean(wallet.mobile_link || wallet.webapp_link) ||
      MOBILE_DEEPLINK_WALLET_IDS.includes(wallet.id),
  )
}
