import type { WalletCatalogueEntry } from '@portico/common'
import type { StoreApi } from 'zustand/vanilla'

/**
 * The wallet catalogue as the lists show it (spec §3 Wallet list state).
 * @example
 * const { featured, recommended } = portico.stores.wallets.getState()
 */
export type WalletsState = {
  featured: readonly WalletCatalogueEntry[]
  recommended: readonly WalletCatalogueEntry[]
  /** The all-wallets list, pages appended in order. */
  wallets: readonly WalletCatalogueEntry[]
  /** Results of the current search. */
  search: readonly WalletCatalogueEntry[]
  /** Total the catalogue reports for the all-wallets list. */
  count: number
  /** Last page loaded (0 = none). */
  page: number
  /** Wallets used last, most recent first, at most 2 (persisted as `recentWallets`). */
  recent: readonly WalletCatalogueEntry[]
  setFeatured(wallets: readonly WalletCatalogueEntry[]): void
  setRecommended(wallets: readonly WalletCatalogueEntry[]): void
  /** Append a fetched page to `wallets`, skipping ids already listed. */
  appendPage(page: number, wallets: readonly WalletCatalogueEntry[], count: number): void
  setSearch(wallets: readonly WalletCatalogueEntry[]): void
  setRecent(wallets: readonly WalletCatalogueEntry[]): void
}

/**
 * The wallets store.
 * @example
 * portico.stores.wallets.subscribe((s) => render(s.wallets))
 */
export type WalletsStore = StoreApi<WalletsState>
