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
  /**
   * Every catalogue wallet on the app's networks, known from the prefetch (the recommended
   * answer's count, which leaves out the featured ones, plus the featured), before the
   * all-wallets list has loaded a page. 0 until then.
   */
  catalogueTotal: number
  /** Last page loaded (0 = none). */
  page: number
  /** Wallets used last, most recent first, at most 2 (persisted as `recentWallets`). */
  recent: readonly WalletCatalogueEntry[]
  setFeatured(wallets: readonly WalletCatalogueEntry[]): void
  /** The recommended wallets and the catalogue's total that came with them. */
  setRecommended(wallets: readonly WalletCatalogueEntry[], catalogueTotal?: number): void
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
