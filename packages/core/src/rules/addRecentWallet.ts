import { RECENT_WALLETS_LIMIT, type WalletCatalogueEntry } from '@portico/common'

/**
 * The recent-wallets list after using `wallet` (spec §9): most recent first, no duplicates,
 * at most 2.
 * @example
 * addRecentWallet([a, b], c) // [c, a]
 * addRecentWallet([a, b], b) // [b, a]
 */
export function addRecentWallet(
  recent: readonly WalletCatalogueEntry[],
  wallet: WalletCatalogueEntry,
): WalletCatalogueEntry[] {
  return [wallet, ...recent.filter((w) => w.id !== wallet.id)].slice(0, RECENT_WALLETS_LIMIT)
}
