import type { WalletCatalogueEntry } from '@portico/common'
import { createStore } from 'zustand/vanilla'
import type { WalletsState, WalletsStore } from '../types/WalletsState'

/**
 * The wallet lists (spec §3 Wallet list state), starting with the stored recent wallets.
 * @example
 * const wallets = createWalletsStore()
 * wallets.getState().appendPage(1, firstPage, 420)
 */
export function createWalletsStore(recent: readonly WalletCatalogueEntry[] = []): WalletsStore {
  return createStore<WalletsState>()((set, get) => ({
    featured: [],
    recommended: [],
    wallets: [],
    search: [],
    count: 0,
    catalogueTotal: 0,
    page: 0,
    recent,
    setFeatured: (featured) => set({ featured }),
    setRecommended: (recommended, catalogueTotal) =>
      set(catalogueTotal === undefined ? { recommended } : { recommended, catalogueTotal }),
    appendPage(page, wallets, count) {
      const known = new Set(get().wallets.map((w) => w.id))
      set({ page, count, wallets: [...get().wallets, ...wallets.filter((w) => !known.has(w.id))] })
    },
    setSearch: (search) => set({ search }),
    setRecent: (recent) => set({ recent }),
  }))
}
