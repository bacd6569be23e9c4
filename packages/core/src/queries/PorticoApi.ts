import type { WalletCatalogueEntry } from '@portico/common'
import type { BlockchainApiClient } from '../api/createBlockchainApiClient'
import type { CatalogueApiClient } from '../api/createCatalogueApiClient'
import type { PrefetchKind } from './ApiContext'

/**
 * Remote data of one instance (`portico.api`): the two typed clients, and the spec's rules that
 * load gateway and catalogue answers into the stores. The store-writing calls never reject
 * (failures become the spec's toasts and alerts, or are logged), except where noted.
 * @example
 * await portico.api.fetchTokenBalances()
 * portico.stores.account.getState().accounts.eip155?.tokenBalance
 */
export type PorticoApi = {
  blockchain: BlockchainApiClient
  catalogue: CatalogueApiClient
  /**
   * Start-up, once per instance (later calls return the first promise): the project checks
   * (missing project id, allowed origins against `origin`, analytics switch) and every prefetch.
   * `origin` defaults to the page's. Never rejects: a failed start is logged as a warning and
   * the next call tries again.
   */
  start(origin?: string): Promise<void>
  /** Project id, allowed-origins and analytics checks with their alerts (spec §5, §8). */
  checkProjectConfig(origin?: string): Promise<void>
  /** Token balances and native balance of the active account → `stores.account` (30 s guard). */
  fetchTokenBalances(options?: { forceUpdate?: boolean }): Promise<void>
  /** History from its first page → `stores.transactions`. Rejects without an account. */
  fetchTransactions(): Promise<void>
  /** The next history page (`next`) appended → `stores.transactions`. */
  fetchMoreTransactions(): Promise<void>
  /** Page `page` (1-based) of the all-wallets list → `stores.wallets.wallets`. */
  fetchWalletsPage(page: number): Promise<void>
  /** The page after `stores.wallets.page`, if {@link hasMoreWallets}. */
  fetchNextWalletsPage(): Promise<void>
  /** Catalogue search → `stores.wallets.search`; resolves after at least 300 ms. */
  searchWallets(text: string): Promise<void>
  /** Featured wallets, in `featuredWalletIds` order → `stores.wallets.featured`. */
  fetchFeaturedWallets(): Promise<void>
  /** 4 recommended wallets → `stores.wallets.recommended`. */
  fetchRecommendedWallets(): Promise<void>
  /** Prefetch one kind (or all) once per instance. */
  prefetch(kind?: PrefetchKind): Promise<void>
  /** The image to show for a wallet: its `image_url`, else the catalogue URL of its `image_id`. */
  walletImageUrl(wallet: WalletCatalogueEntry): string | undefined
}
